import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnalyticsQuery,
  countryById,
  MonthlyStatsQuery,
  validationError,
  type AnalyticsGraph,
  type AnalyticsSnapshot,
  type LeadSurvey,
  type MonthlyStats,
} from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, SignedIn } from '../core/auth/auth.decorators.js';
import { withFactsAsOf } from './analytics-as-of.js';
import { dayRange, factScope, requireList } from './analytics-scope.js';
import {
  dailyKeyCounts,
  definitionsOf,
  graphOver,
  keyCounts,
  metricValuesOver,
  namedCounts,
  type FactScope,
} from './analytics.queries.js';
import { warehouseStock, type WarehouseStock } from './warehouse-stock.js';

const currencyOf = (countryId: number | undefined): string | null =>
  countryId === undefined ? null : (countryById(countryId)?.currency ?? null);

/** Answers of one filter id. */
type AnalyticsAnswer =
  | AnalyticsSnapshot
  | AnalyticsGraph
  | LeadSurvey
  | {
      readonly results: readonly { date?: string; key: string; count: number }[];
      readonly warehouses?: readonly WarehouseStock[];
    };

/**
 * The analytics calls (spec 1 §7.3): sums over the daily facts of the analytics projection. `asOf` answers as the
 * figures stood at that instant, recomputed from the events recorded up to it.
 */
@ApiTags('analytics')
@ApiBearerAuth()
@Controller('api')
export class AnalyticsController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get('analytics')
  // The permission is checked in the handler: one message for every filter id.
  @SignedIn()
  @ApiOperation({
    summary:
      'Analytics by filter id: snapshot (metrics, countryId, startDate, endDate, startDatePrev, endDatePrev), graph, status, usage, leadsurvey; asOf',
  })
  async analytics(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor): Promise<AnalyticsAnswer> {
    requireList(actor, 'analytics');
    const q = decodeOrThrow(AnalyticsQuery, query);
    return withFactsAsOf(this.infra, q.asOf, (db, source) => this.answer(db, factScope(actor, q.countryId, source), q));
  }

  private async answer(db: Kysely<ReadModels>, scope: FactScope, q: AnalyticsQuery): Promise<AnalyticsAnswer> {
    const range = dayRange(q.startDate, q.endDate);
    switch (q.id) {
      case 'snapshot': {
        const metrics = definitionsOf(q.metrics ?? []);
        if (metrics.length !== (q.metrics ?? []).length || metrics.length === 0)
          throw new DomainException(validationError([{ path: 'metrics', message: 'must name known metrics' }]));
        const hasPrev = q.startDatePrev !== undefined || q.endDatePrev !== undefined;
        const prev = hasPrev ? dayRange(q.startDatePrev, q.endDatePrev, ['startDatePrev', 'endDatePrev']) : undefined;
        const [current, previous] = await Promise.all([
          metricValuesOver(db, scope, metrics, range),
          prev ? metricValuesOver(db, scope, metrics, prev) : Promise.resolve(null),
        ]);
        return { current, previous, currency: currencyOf(scope.countryId) };
      }
      case 'graph': {
        const metrics = definitionsOf(q.metrics ?? []);
        if (metrics.length !== (q.metrics ?? []).length)
          throw new DomainException(validationError([{ path: 'metrics', message: 'must name known metrics' }]));
        return graphOver(db, scope, metrics, range);
      }
      case 'status': {
        // Requests by type and status over the range (the Operation page's table), and what each warehouse holds
        // at the range's end (the Warehouse page's occupancy).
        const [counts, warehouses] = await Promise.all([
          keyCounts(db, scope, 'request', range),
          warehouseStock(db, scope, range.to),
        ]);
        return {
          results: [...counts].map(([key, count]) => ({ key, count })).filter((r) => r.count !== 0),
          warehouses,
        };
      }
      case 'usage':
        // Requests by their scheduled day and type (the Usage page may look one day ahead).
        return {
          results: (await dailyKeyCounts(db, scope, 'request', range))
            .map((r) => ({ date: r.date, key: r.key.slice(0, r.key.indexOf(':')), count: r.count }))
            .reduce<{ date: string; key: string; count: number }[]>((out, r) => {
              const same = out.find((o) => o.date === r.date && o.key === r.key);
              if (same) same.count += r.count;
              else out.push({ ...r });
              return out;
            }, [])
            .filter((r) => r.count !== 0),
        };
      case 'leadsurvey': {
        const [need, reject, lost, onhold, exitReason, exitComment] = await Promise.all(
          [
            'lead.need',
            'lead.num_leads_rejected',
            'lead.num_leads_lost',
            'lead.num_leads_onhold',
            'survey.exit_reason',
            'survey.exit_comment',
          ].map((fact) => keyCounts(db, scope, fact, range)),
        );
        return {
          leadNeed: await namedCounts(db, need!, undefined),
          leadReasonReject: await namedCounts(db, reject!, 'rm.reject_reasons'),
          leadReasonLost: await namedCounts(db, lost!, 'rm.lost_reasons'),
          leadReasonOnHold: await namedCounts(db, onhold!, 'rm.hold_reasons'),
          // The exit surveys' answers (issue 33 §6): the lost reason chosen, by name, and the customers' words.
          exitSurveyReason: await namedCounts(db, exitReason!, 'rm.lost_reasons'),
          exitSurveyImprovement: await namedCounts(db, exitComment!, undefined),
        };
      }
    }
  }

  @Get('monthly-stats')
  @SignedIn()
  @ApiOperation({
    summary: 'The sales dashboard figures (spec 1 §3 Monthly stats record): countryId, startDate, endDate; asOf',
  })
  async monthlyStats(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor): Promise<MonthlyStats> {
    requireList(actor, 'monthly-stats');
    const q = decodeOrThrow(MonthlyStatsQuery, query);
    const range = dayRange(q.startDate, q.endDate);
    return withFactsAsOf(this.infra, q.asOf, async (db, source) => {
      const scope = factScope(actor, q.countryId, source);
      const ids = [
        'order.num_confirmed_orders',
        'order.revenue_confirmed_orders',
        'lead.num_leads',
        'lead.num_leads_new',
        'lead.num_leads_confirmed',
        'lead.num_leads_completed',
        'lead.total_amount',
        'invoice.new_revenue',
        'invoice.total_revenue',
        'storage.volume_stored',
      ];
      const [v, graph] = await Promise.all([
        metricValuesOver(db, scope, definitionsOf(ids), range),
        graphOver(db, scope, definitionsOf(['lead.num_leads', 'lead.num_leads_won']), range),
      ]);
      const all = (id: string) => v[id]?.all ?? 0;
      return {
        order: {
          num_confirmed_orders: all('order.num_confirmed_orders'),
          revenue_confirmed_orders: all('order.revenue_confirmed_orders'),
        },
        lead: {
          num_leads: all('lead.num_leads'),
          num_leads_new: all('lead.num_leads_new'),
          num_leads_confirmed: all('lead.num_leads_confirmed'),
          num_leads_completed: all('lead.num_leads_completed'),
          total_amount: all('lead.total_amount'),
        },
        invoice: { new_revenue: all('invoice.new_revenue'), total_revenue: all('invoice.total_revenue') },
        totalVolume: all('storage.volume_stored'),
        leadData: graph.points.map((p) => ({
          date: p.date,
          created: Number(p['lead.num_leads']),
          confirmed: Number(p['lead.num_leads_won']),
        })),
        currency: currencyOf(q.countryId),
      };
    });
  }
}
