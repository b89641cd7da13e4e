import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  can,
  dateRangeToDays,
  statsForViewer,
  UserUsagesQuery,
  type StatsAnswer,
  type UserUsageRow,
} from '@console/contracts';
import { DomainException } from '../core/domain.exception.js';
import type { Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission, SignedIn } from '../core/auth/auth.decorators.js';
import { notFound } from './accounting-answers.js';
import { CustomerStatsQueries } from './customer-stats.queries.js';
import { IdParam } from '../core/http/route-params.js';

/**
 * user-stats, partner-stats and user-usages (spec 3 §3, §7; issue 15 §6): read from the rows the projections keep.
 * A partner user reads only its own customers and itself; anything else is not found for it.
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class CustomerStatsController {
  private readonly queries: CustomerStatsQueries;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.queries = new CustomerStatsQueries(infra.db);
  }

  /** The customer, within the caller's partner scope; not found otherwise. */
  private async customer(id: number, actor: Actor): Promise<void> {
    let q = this.infra.db.selectFrom('rm.users').select('id').where('id', '=', id);
    if (actor.isPartner) q = q.where('partnerId', '=', actor.partnerId);
    if (!(await q.executeTakeFirst())) throw notFound(id);
  }

  @Get('api/user-stats/:id')
  @RequirePermission('user-stats', 'view')
  @ApiOperation({
    summary:
      "A customer's stats (spec 3 §3): billing outstanding / rent / billed / paid, storages, size (CBM), requests, orders, charges, invoices, payments, cards",
  })
  async userStats(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<StatsAnswer> {
    const stats = await this.queries.stats('user', id, actor.isPartner ? actor.partnerId : undefined);
    if (!stats) throw notFound(id);
    return statsForViewer(stats, actor.isPartner);
  }

  /**
   * Spec 3 §2 Partners show: a partner user sees its own partner's page, so it reads its own partner-stats (not
   * another's, and without the billing figures spec 3 §6 hides from it); other roles need partner-stats-view.
   */
  @Get('api/partner-stats/:id')
  @SignedIn()
  @ApiOperation({
    summary:
      "A partner's stats (spec 3 §3): billing, storages (status, count), size (CBM), requests, orders, charges, payments, cards",
  })
  async partnerStats(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<StatsAnswer> {
    if (actor.isPartner && actor.partnerId !== id) throw notFound(id);
    if (!actor.isPartner && !can(actor.permissions, 'partner-stats', 'view'))
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the partner-stats-view permission' });
    const stats = await this.queries.stats('partner', id);
    if (!stats) throw notFound(id);
    return statsForViewer(stats, actor.isPartner);
  }

  @Get('api/user-usages')
  @RequirePermission('user-usages', 'list')
  @ApiOperation({
    summary:
      "A customer's stored volume per day, CBM (spec 3 §7: date, type volume, value): userId, date[$gte], date[$lte] (default the last 30 days)",
  })
  async usages(
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ total: number; limit: number; skip: number; data: UserUsageRow[] }> {
    const q = decodeOrThrow(UserUsagesQuery, query);
    const userId = Number(q.userId);
    await this.customer(userId, actor);
    const days = dateRangeToDays({
      ...(q.date?.$gte ? { from: q.date.$gte } : {}),
      ...(q.date?.$lte ? { to: q.date.$lte } : {}),
    });
    const data = await this.queries.usages(userId, days.from, days.to, Date.now());
    return { total: data.length, limit: data.length, skip: 0, data };
  }
}
