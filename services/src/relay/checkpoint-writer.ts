import { comparePositions, type GlobalPosition } from '@console/contracts';
import type { BusLogger } from '@console/infra';
import type { RelayCheckpoints } from './relay-checkpoint.js';

/**
 * Writes the acknowledged position at most once per interval, one write at a time, always the newest: at 20,000
 * events/s a write per ack would be the bottleneck, and a checkpoint that lags only means a longer republished tail,
 * which JetStream drops by event id.
 */
export class CheckpointWriter {
  private latest: GlobalPosition;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;

  constructor(
    private readonly checkpoints: RelayCheckpoints,
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly logger: BusLogger,
    private saved: GlobalPosition,
  ) {
    this.latest = saved;
  }

  /** The newest position written to PostgreSQL. */
  get persisted(): GlobalPosition {
    return this.saved;
  }

  advance(p: GlobalPosition): void {
    if (comparePositions(p, this.latest) <= 0) return;
    this.latest = p;
    this.schedule();
  }

  /** Writes what is pending now (on stop). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    await this.write();
  }

  private schedule(): void {
    if (this.timer || this.writing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.write();
    }, this.intervalMs);
  }

  private async write(): Promise<void> {
    const p = this.latest;
    if (comparePositions(p, this.saved) <= 0) return;
    this.writing = this.checkpoints.save(this.name, p).then(
      () => {
        if (comparePositions(p, this.saved) > 0) this.saved = p;
      },
      (e: unknown) => this.logger.error(`relay ${this.name}: checkpoint write failed; retrying with the next`, e),
    );
    await this.writing;
    this.writing = undefined;
    if (comparePositions(this.latest, this.saved) > 0) this.schedule();
  }
}
