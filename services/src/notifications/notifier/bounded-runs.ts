/**
 * The notifier's sends, a bounded number at a time (issue 33, budget: 10,000 mails at 200/s cannot go one after the
 * other). A run is started once a slot is free and is keyed by its task, so the bus and the sweep never run one task
 * twice in this process. `submit` resolves once the run says its message is claimed (`handed`: from then on the
 * effects table, not the bus, remembers it) or once the run ends; a run failing before that rejects, so the bus
 * delivers its event again. A failure after it is reported; the sweep picks the claim up again.
 */
export class BoundedRuns {
  private readonly running = new Map<number, Promise<void>>();
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly onError: (key: number, error: unknown) => void,
  ) {}

  has(key: number): boolean {
    return this.running.has(key);
  }

  async submit(key: number, work: (handed: () => void) => Promise<unknown>): Promise<void> {
    while (this.running.size >= this.limit) await new Promise<void>((r) => this.waiting.push(r));
    if (this.running.has(key)) return;
    await new Promise<void>((resolve, reject) => {
      let handedOff = false;
      const handed = () => {
        handedOff = true;
        resolve();
      };
      const run = work(handed)
        .then(
          () => resolve(),
          (e: unknown) => (handedOff ? this.onError(key, e) : reject(e instanceof Error ? e : new Error(String(e)))),
        )
        .finally(() => {
          this.running.delete(key);
          this.waiting.shift()?.();
        });
      this.running.set(key, run);
    });
  }

  /** Every run started so far, ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }
}
