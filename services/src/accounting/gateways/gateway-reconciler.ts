import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { systemContext } from '../../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CardGateways } from './card-gateways.js';
import { ReconcileCardPaymentCommand } from './gateway-commands.js';

/** Gateways keep an attempt's idempotency and lookup a day (Tap: 24 h): older pending payments are staff's to look at. */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/**
 * Settles card payments left pending by a lost answer or a customer who paid and never came back to the return URL:
 * every `reconcileEveryMs`, each pending tap or payfort payment older than `reconcileAfterMs` is asked about at its
 * gateway (ReconcileCardPaymentCommand: PayFort CHECK_STATUS, Tap's idempotent charge), never charged anew. The read
 * model only names the candidates; each is decided from its own stream. Two API processes sweeping at once settle a
 * payment once: the gateway answers the same attempt, the payment's decider captures once.
 */
@Injectable()
export class GatewayReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly commands: CommandBus,
    private readonly gateways: CardGateways,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.gateways.config.reconcileEveryMs;
    if (every > 0) this.timer = setInterval(() => void this.sweep(), every).unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass; a pass still running is not overlapped. */
  sweep(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    const now = Date.now();
    const before = new Date(now - this.gateways.config.reconcileAfterMs);
    const after = new Date(now - LOOKBACK_MS);
    const rows = await sql<{ id: number }>`
      SELECT id FROM rm.payments
      WHERE status = 'pending' AND mode IN ('tap', 'payfort') AND "createdAt" < ${before} AND "createdAt" > ${after}
      ORDER BY id LIMIT ${BATCH}`.execute(this.infra.db);
    const base = this.gateways.config.publicUrl ?? `http://localhost:${this.infra.config.port}`;
    for (const { id } of rows.rows) {
      // A declined or still-unknown answer is the payment's own state now; the sweep goes on with the next.
      await this.commands.execute(new ReconcileCardPaymentCommand(id, base, systemContext())).catch((e: unknown) => {
        if (!(e instanceof Error) || e.name !== 'DomainException')
          console.error(`[gateways] reconciling payment ${id} failed:`, e);
      });
    }
  }
}
