import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { dayOf } from '@console/contracts';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { MonthlyBillingRun } from './monthly-billing.run.js';

const HOUR_MS = 60 * 60_000;

/**
 * The recurring monthly billing (issue 15 §4), when MONTHLY_BILLING=on: at start and every hour it starts or
 * resumes the run of the current month (a completed run answers at once). A shutdown stops the run between
 * customers; the next start resumes it after its checkpoint. Several processes may run it: each storage month is
 * billed once by the customers' billing streams.
 */
@Injectable()
export class MonthlyBillingScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private readonly stopping = new AbortController();
  private running: Promise<void> | undefined;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly monthly: MonthlyBillingRun,
  ) {}

  onApplicationBootstrap(): void {
    if (this.infra.config.monthlyBilling !== true) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), HOUR_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping.abort();
    await this.running;
  }

  private tick(): void {
    if (this.running || this.stopping.signal.aborted) return;
    this.running = this.monthly
      .run(dayOf(new Date()), { signal: this.stopping.signal })
      .then((o) =>
        console.log(
          `[billing] monthly run ${o.period}: ${o.completed ? 'completed' : 'stopped'}, ${o.customers} customers, ${o.months} storage months`,
        ),
      )
      .catch((e: unknown) => console.error('[billing] monthly run failed; the next hour resumes it', e))
      .finally(() => {
        this.running = undefined;
      });
  }
}
