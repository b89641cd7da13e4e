import { nanos } from '@nats-io/transport-node';
import {
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StoredMsg,
} from '@nats-io/jetstream';

export interface EventStreamConfig {
  readonly name: string;
  /** The root of the stream's subjects: it holds `<root>.>`. */
  readonly root: string;
  /** How long JetStream remembers message ids to drop re-publications (the relay's crash tail). */
  readonly duplicateWindowMs: number;
  /** How long events stay for late subscribers; 0 keeps them (they are in the event store anyway). */
  readonly maxAgeMs: number;
}

export const isApiError = (e: unknown, code: number): boolean => e instanceof JetStreamApiError && e.code === code;

/** Creates the stream, or brings an existing one to this configuration (subjects, windows), keeping its messages. */
export const ensureEventStream = async (jsm: JetStreamManager, cfg: EventStreamConfig): Promise<void> => {
  const wanted = {
    subjects: [`${cfg.root}.>`],
    duplicate_window: nanos(cfg.duplicateWindowMs),
    max_age: nanos(cfg.maxAgeMs),
  };
  try {
    const info = await jsm.streams.info(cfg.name);
    const c = info.config;
    const same =
      c.subjects.length === 1 &&
      c.subjects[0] === wanted.subjects[0] &&
      c.duplicate_window === wanted.duplicate_window &&
      c.max_age === wanted.max_age;
    if (!same) await jsm.streams.update(cfg.name, { ...c, ...wanted });
  } catch (e) {
    if (!isApiError(e, JetStreamApiCodes.StreamNotFound)) throw e;
    try {
      await jsm.streams.add({
        name: cfg.name,
        ...wanted,
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        num_replicas: 1,
      });
    } catch (addError) {
      // Another process (api and relay start together) may have created it meanwhile: then it is there now.
      await jsm.streams.info(cfg.name).catch(() => {
        throw addError instanceof Error ? addError : new Error(String(addError));
      });
    }
  }
};

/** The stream's newest message, or undefined when it is empty. */
export const readLastMessage = async (jsm: JetStreamManager, stream: string): Promise<StoredMsg | undefined> => {
  const info = await jsm.streams.info(stream);
  if (info.state.last_seq === 0 || info.state.messages === 0) return undefined;
  return (await jsm.streams.getMessage(stream, { seq: info.state.last_seq })) ?? undefined;
};
