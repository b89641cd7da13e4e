import crypto from 'node:crypto';
import type { RecordedEvent } from '@console/contracts';

/** Recorded events for bus tests, without an event store: positions (n, 0) in the order made. */
export const makeTestEvents = (count: number, streams = ['order-1', 'request-2', 'user-3']): RecordedEvent[] => {
  const versions = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => {
    const streamId = streams[i % streams.length] ?? 'order-1';
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    return {
      id: crypto.randomUUID(),
      type: streamId.startsWith('order')
        ? 'OrderConfirmed'
        : streamId.startsWith('request')
          ? 'RequestApproved'
          : 'UserSuspended',
      data: { n: i },
      metadata: {
        userId: 1,
        partnerId: 1,
        correlationId: `c-${i}`,
        causationId: null,
        command: 'Test',
        occurredAt: new Date(0).toISOString(),
      },
      streamId,
      streamVersion,
      position: { major: BigInt(i + 1), minor: 0n },
      recordedAt: new Date(0).toISOString(),
    };
  });
};

/** Resolves once `predicate` holds, polling; rejects after `timeoutMs`. */
export const waitUntil = async (predicate: () => boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};
