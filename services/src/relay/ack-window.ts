import type { GlobalPosition } from '@console/contracts';

interface Slot {
  readonly position: GlobalPosition;
  acked: boolean;
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

  track(position: GlobalPosition, ack: Promise<void>): void {
    const slot: Slot = { position, acked: false };
    this.slots.push(slot);
    this.unsettled++;
    ack.then(
      () => {
        slot.acked = true;
        this.advance();
      },
      (error: unknown) => {
        if (this.failure === undefined) {
          this.failure = { error };
          this.onFailure(error);
        }
      },
    ).finally(() => {
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

  /** Lets a waiter in room() go (the relay is stopping). */
  release(): void {
    this.wakeAll();
  }

  private advance(): void {
    let last: GlobalPosition | undefined;
    for (let s = this.slots[this.head]; s?.acked; s = this.slots[this.head]) {
      last = s.position;
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
