import type { GlobalPosition, RecordedEvent } from '@console/contracts';

/**
 * The message bus (ARCHITECTURE §1): every recorded event, in order, on `events.<category>.<Type>` (the relay is its
 * only publisher), and ephemeral notices such as "read model changed" for the API's live feed.
 *
 * Event subject filters are written from the root `events` (`events.>`, `events.order.*`,
 * `events.order.OrderConfirmed`) whatever prefix an adapter was configured with: the adapter maps the root.
 */
export interface Bus {
  readonly kind: 'nats' | 'in-process';
  /**
   * Publishes one event; resolves once the bus has stored it (or recognised it as a duplicate by event id).
   * Calls are sent in call order, so a publisher may keep several in flight without awaiting each.
   */
  publishEvent(event: RecordedEvent): Promise<void>;
  /**
   * Readies the bus for an ordered publisher (the relay) that starts or restarts: waits for its publishes in flight,
   * reads the newest event the bus holds and re-arms the order guard on it. Returns that event's mark (everything up
   * to it has been published, so the publisher may resume after it), or undefined when the bus holds none or cannot
   * tell. After a publish fails, later ones are refused until this is called, so no event can land after a gap.
   */
  resumePublishing(): Promise<PublishedMark | undefined>;
  /**
   * Delivers the events matching `subjectFilter` to `handler`, one at a time, in publication order, each once
   * (a failing handler is retried with the same event before any later one). With a `durableName` the
   * subscription's place is kept by the bus and resumed by the next subscriber of that name; without one it is
   * ephemeral. Delivery is at least once across crashes (a crash between the handler and its acknowledgement
   * repeats that event), so handlers are idempotent by event id.
   */
  subscribeEvents(
    subjectFilter: string,
    handler: EventHandler,
    options?: SubscribeEventsOptions,
  ): Promise<BusSubscription>;
  /** Fire-and-forget notice to whoever listens now; not stored, not retried. */
  publishNotice(subject: string, payload: NoticePayload): Promise<void>;
  /** Listens for notices on `subject` (NATS wildcards `*` and `>` allowed). Payloads are untrusted JSON: decode them. */
  subscribeNotices(subject: string, handler: NoticeHandler): Promise<BusSubscription>;
  /** Throws when the bus cannot be reached (for /healthz). */
  ping(): Promise<void>;
  /** Waits for in-flight publishes, stops every subscription and releases the connection. */
  close(): Promise<void>;
}

/** The newest event a bus holds: enough to find it in the event store and check it is the same one. */
export interface PublishedMark {
  readonly eventId: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly position: GlobalPosition;
}

/** publishEvent refuses while a failed publish has not been followed by resumePublishing(). */
export class BusPublishHaltedError extends Error {
  constructor(cause: unknown) {
    super('An earlier publish failed: resume publishing from the last acknowledged event first', { cause });
    this.name = 'BusPublishHaltedError';
  }
}

export type EventHandler = (event: RecordedEvent) => Promise<void> | void;

export interface SubscribeEventsOptions {
  /** Keep the subscription's place under this name (NATS: a durable consumer). */
  readonly durableName?: string;
  /**
   * Where a subscription starts the first time: every event the bus still holds, or only those published from now.
   * Default: 'all' for a durable subscription, 'new' for an ephemeral one. A durable one resumes where it stopped.
   */
  readonly deliverFrom?: 'all' | 'new';
}

export interface BusSubscription {
  /** Stops delivery; a handler already running finishes first. */
  close(): Promise<void>;
}

/** A JSON value: what a notice may carry. */
export type NoticePayload =
  string | number | boolean | null | readonly NoticePayload[] | { readonly [k: string]: NoticePayload };

/** `payload` is parsed JSON of unknown shape: decode it with the codec of the notice you expect. */
export type NoticeHandler = (notice: { readonly subject: string; readonly payload: unknown }) => Promise<void> | void;

/** The root token of event subjects, as callers write it. */
export const EVENTS_SUBJECT_ROOT = 'events';
