import crypto from 'node:crypto';
import { NatsBus, type NatsBusOptions } from './nats-bus.js';

/** NATS_URL, or the local server these machines run (so the NATS suites always run here). */
export const testNatsUrl = (): string => process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

/** A bus on a stream and subject root of its own, so a test never meets a running app's or another test's events. */
export const connectTestBus = (options: Partial<NatsBusOptions> = {}): Promise<NatsBus> => {
  const tag = crypto.randomBytes(4).toString('hex').toUpperCase();
  return NatsBus.connect({
    url: testNatsUrl(),
    streamName: `EVENTS_TEST_${tag}`,
    subjectPrefix: `events_test_${tag}`,
    ...options,
  });
};
