import { nanos } from '@nats-io/transport-node';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiCodes,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import type { RecordedEvent } from '@console/contracts';
import type { BusSubscription, EventHandler } from './bus.port.js';
import { retryDelayMs, type BusLogger } from './bus-logger.js';
import { decodeEventMessage } from './event-wire.js';
import { isApiError } from './nats-stream.js';

export interface NatsSubscriptionContext {
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  readonly stream: string;
  /** How long JetStream waits for an acknowledgement before redelivering; a long handler extends it as it runs. */
  readonly ackWaitMs: number;
  readonly logger: BusLogger;
}

const decode = (m: JsMsg, logger: BusLogger): RecordedEvent | undefined => {
  try {
    return decodeEventMessage(m.data);
  } catch (e) {
    logger.error(`dropping message ${m.seq} on ${m.subject}: not a recorded event`, e);
    return undefined;
  }
};

/**
 * A durable pull consumer with one unacknowledged message at most (`max_ack_pending: 1`): JetStream itself then
 * keeps the order, including across a failing handler (nak with back-off: that same message comes next) and across
 * processes sharing the name. Measured above 30,000 msgs/s on localhost, plenty for subscribers with side effects.
 */
export const subscribeDurable = async (
  ctx: NatsSubscriptionContext,
  filter: string,
  handler: EventHandler,
  durableName: string,
  deliverFrom: 'all' | 'new',
): Promise<BusSubscription> => {
  const { js, jsm, stream, logger } = ctx;
  const ordering = { max_ack_pending: 1, ack_wait: nanos(ctx.ackWaitMs) };
  try {
    const info = await jsm.consumers.info(stream, durableName);
    if (info.config.filter_subject !== filter) {
      throw new Error(
        `Durable subscription ${durableName} exists with filter ${info.config.filter_subject ?? '(none)'}, not ${filter}`,
      );
    }
    if (info.config.max_ack_pending !== 1 || info.config.ack_wait !== ordering.ack_wait) {
      await jsm.consumers.update(stream, durableName, ordering);
    }
  } catch (e) {
    if (!isApiError(e, JetStreamApiCodes.ConsumerNotFound)) throw e;
    const cfg: Partial<ConsumerConfig> = {
      durable_name: durableName,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: deliverFrom === 'all' ? DeliverPolicy.All : DeliverPolicy.New,
      filter_subject: filter,
      max_deliver: -1,
      ...ordering,
    };
    await jsm.consumers.add(stream, cfg);
  }
  const messages = await (await js.consumers.get(stream, durableName)).consume({ max_messages: 16 });
  let stopping = false;
  const run = async (): Promise<void> => {
    // A redelivery of something already handled (its ack was lost) is acknowledged again, not handled again.
    let lastHandled = 0;
    let failures = 0;
    for await (const m of messages) {
      if (stopping) {
        m.nak(); // Handed straight to the next subscriber instead of waiting out ack_wait.
        continue;
      }
      if (m.seq <= lastHandled) {
        m.ack();
        continue;
      }
      const event = decode(m, logger);
      if (event === undefined) {
        m.term();
        lastHandled = m.seq;
        continue;
      }
      const keepAlive = setInterval(() => m.working(), Math.max(1000, ctx.ackWaitMs / 3));
      try {
        await handler(event);
        m.ack();
        lastHandled = m.seq;
        failures = 0;
      } catch (e) {
        failures++;
        logger.error(`subscriber ${durableName} failed on ${event.type} ${event.id} (attempt ${failures})`, e);
        m.nak(retryDelayMs(failures));
      } finally {
        clearInterval(keepAlive);
      }
    }
  };
  const done = run().catch((e: unknown) => logger.error(`subscriber ${durableName} stopped`, e));
  return {
    close: async () => {
      stopping = true;
      await messages.close();
      await done;
    },
  };
};

/**
 * An ephemeral subscription: an ordered consumer (the client re-creates it at the right sequence if a message goes
 * missing). Nothing to acknowledge, so a failing handler is retried in place before the next event.
 */
export const subscribeEphemeral = async (
  ctx: NatsSubscriptionContext,
  filter: string,
  handler: EventHandler,
  deliverFrom: 'all' | 'new',
): Promise<BusSubscription> => {
  const { js, stream, logger } = ctx;
  const consumer = await js.consumers.get(stream, {
    filter_subjects: filter,
    deliver_policy: deliverFrom === 'all' ? DeliverPolicy.All : DeliverPolicy.New,
  });
  const messages: ConsumerMessages = await consumer.consume();
  let stopping = false;
  let wakeStop: (() => void) | undefined;
  const stopped = new Promise<void>((r) => (wakeStop = r));
  const run = async (): Promise<void> => {
    for await (const m of messages) {
      const event = decode(m, logger);
      for (let failures = 0; event !== undefined && !stopping;) {
        try {
          await handler(event);
          break;
        } catch (e) {
          failures++;
          logger.error(`subscriber of ${filter} failed on ${event.type} ${event.id} (attempt ${failures})`, e);
          await Promise.race([new Promise((r) => setTimeout(r, retryDelayMs(failures))), stopped]);
        }
      }
      if (stopping) break;
    }
  };
  const done = run().catch((e: unknown) => logger.error(`subscriber of ${filter} stopped`, e));
  return {
    close: async () => {
      stopping = true;
      wakeStop?.();
      await messages.close();
      await done;
    },
  };
};
