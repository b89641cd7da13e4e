import type { GlobalPosition, RecordedEvent } from '@console/contracts';
import type { AllStreamResolvedEvent, AllStreamSubscription } from '@eventstore/db-client';
import type { EventSubscription, ReadAllFilter } from '../event-store.port.js';
import { fromAllStreamEvent } from './eventstoredb-mapping.js';

const closedMarker = Symbol('closed');

/**
 * A catch-up subscription to $all (the server switches it to live by itself), seen through the port: system events
 * and events at or before `from` dropped, the filter applied again on the client. close() ends a pending read at
 * once, whatever the gRPC stream does after its cancellation.
 */
export class EventStoreDbSubscription implements EventSubscription {
  private closed = false;
  private iterated = false;
  private readonly closedSignal: Promise<typeof closedMarker>;
  private signalClosed: () => void = () => undefined;

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly from: GlobalPosition,
    private readonly filter: ReadAllFilter | undefined,
    private readonly onClose: (subscription: EventStoreDbSubscription) => void,
  ) {
    this.closedSignal = new Promise((resolve) => (this.signalClosed = () => resolve(closedMarker)));
  }

  [Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    if (this.iterated) throw new Error('A subscription is iterated once; subscribe again for a second reader');
    this.iterated = true;
    return this.run();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.signalClosed();
    this.onClose(this);
    await this.source.unsubscribe().catch(() => undefined);
    this.source.destroy();
  }

  private async *run(): AsyncGenerator<RecordedEvent, void, undefined> {
    const events: AsyncIterator<AllStreamResolvedEvent> = this.source[Symbol.asyncIterator]();
    try {
      while (!this.closed) {
        const pending = events.next();
        // After close() the stream may end with a cancellation error nobody awaits any more.
        pending.catch(() => undefined);
        // closedSignal first: when both have settled, closing wins.
        const next = await Promise.race([this.closedSignal, pending]);
        if (next === closedMarker || next.done === true) return;
        const event = next.value.event;
        if (!event) continue;
        const recorded = fromAllStreamEvent(event, this.from, this.filter);
        if (recorded) yield recorded;
      }
    } catch (error) {
      if (!this.closed) throw error;
    } finally {
      await this.close();
    }
  }
}
