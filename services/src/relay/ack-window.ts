import type { GlobalPosition, RecordedEvent } from '@console/contracts';

interface Slot {
  readonly event: RecordedEvent;
  acked: boolean;
  /** Why its publish failed, if it did. */
  error?: { readonly error: unknown };
}

/**
 * The publishes in flight, in send order. Acks may come back in any order; the window advances over the
 * acknowledged prefix only, so "acknowledged up to p" always means every event up to p is on the bus.
 */
export class AckWindow {
  private readonly slots: Slot[] = [];
  private head = 0;
  private unsettled = 0;
  private waiters: (() => void)[] = [];
  /** The first publish failure; once set, the window accepts nothing more. */
  failure: { readonly error: unknown } | undefined;

  constructor(
    private readonly capacity: number,
    private readonly onAdvance: (acknowledged: GlobalPosition) => void,
    private readonly onFailure: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.slots.length - this.head;
  }

  track(event: RecordedEvent, ack: Promise<void>): void {
    const slot: Slot = { event, acked: false };
    this.slots.push(slot);
    this.unsettled++;
    ack
      .then(
        () => {
          slot.acked = true;
          this.advance();
        },
        (error: unknown) => {
          slot.error = { error };
          if (this.failure === undefined) {
            this.failure = { error };
            this.onFailure(error);
          }
        },
      )
      .finally(() => {
        this.unsettled--;
        this.wakeAll();
      });
  }

  /** Resolves when another publish may be sent (or a publish failed, or `release` was called). */
  room(): Promise<void> {
    if (this.size < this.capacity || this.failure) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  /** Resolves when every publish sent has succeeded or failed. */
  async settled(): Promise<void> {
    while (this.unsettled > 0) await new Promise<void>((r) => this.waiters.push(r));
  }

  /**
   * Once settled: the first event in send order that is not acknowledged, and why. Every event before it is on the
   * bus; those after it failed behind it (the order guard), so this is the one the bus refused for itself.
   */
  firstUnacknowledged(): { readonly event: RecordedEvent; readonly error: unknown } | undefined {
    const slot = this.slots[this.head];
    return slot?.error ? { event: slot.event, error: slot.error.error } : undefined;
  }

  /** Lets a waiter in room() go (the relay is stopping). */
  release(): void {
    this.wakeAll();
  }

  private advance(): void {
    let last: GlobalPosition | undefined;
    for (let s = this.slots[this.head]; s?.acked; s = this.slots[this.head]) {
      last = s.event.position;
      this.head++;
    }
    if (last === undefined) return;
    // Compact now and then rather than shifting per ack.
    if (this.head > 1024) {
      this.slots.splice(0, this.head);
      this.head = 0;
    }
    this.onAdvance(last);
    this.wakeAll();
  }

  private wakeAll(): void {
    for (const w of this.waiters.splice(0)) w();
  }
}
