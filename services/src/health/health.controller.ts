import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { sql } from 'kysely';
import type { Response } from 'express';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { Public } from '../core/auth/auth.decorators.js';
import { Reply } from '../core/http/route-params.js';

const check = async (f: () => Promise<unknown>): Promise<{ ok: boolean; error?: string }> => {
  try {
    await f();
    return { ok: true };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
};

/** GET /healthz: event store, database, bus, and each projection's and the relay's lag (ARCHITECTURE §6). */
@ApiTags('health')
@Controller('healthz')
export class HealthController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Health of every part; 503 when one is down' })
  async health(@Reply() res: Response) {
    const [eventStore, database, bus, projections, relay, status] = await Promise.all([
      check(() => this.infra.store.ping()),
      check(() => sql`select 1`.execute(this.infra.db)),
      check(() => this.infra.bus.ping()),
      this.infra.projectionLag().catch(() => []),
      this.infra.relayLag().catch(() => undefined),
      this.infra.projectionsStatus().catch(() => ({ stopped: [], parked: [] })),
    ]);
    const ok = eventStore.ok && database.ok && bus.ok;
    res.status(ok ? 200 : 503);
    return {
      status: ok ? 'ok' : 'down',
      eventStore: { kind: this.infra.store.kind, ...eventStore },
      database,
      bus: { kind: this.infra.bus.kind, ...bus },
      projections,
      relay: relay ?? null,
      // Degraded, not down: the rest of the console works (issue 11). Names, events and errors, no data.
      stoppedProjections: status.stopped.map((p) => ({
        name: p.name,
        position: p.position,
        eventType: p.eventType,
        error: p.error,
      })),
      parkedMessages: status.parked.map((m) => ({
        eventId: m.eventId,
        position: m.position,
        eventType: m.eventType,
        error: m.error,
      })),
    };
  }
}
