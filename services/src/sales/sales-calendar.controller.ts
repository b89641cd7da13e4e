import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, DateString, Id, salesCalendarLabel, validationError, type OrderStatus } from '@console/contracts';
import * as t from 'io-ts';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, SignedIn } from '../core/auth/auth.decorators.js';
import { scopeOf } from './orders.controller.js';
import { OrdersQueries } from './orders.queries.js';

/** The longest range one call answers: a year and a day (the picker shows a month, or a little more). */
export const SALES_CALENDAR_MAX_DAYS = 367;

const NumberFromString = new t.Type<number, string, unknown>(
  'NumberFromString',
  (u): u is number => typeof u === 'number',
  (u, c) => {
    const n = typeof u === 'string' && u.trim() !== '' ? Number(u) : typeof u === 'number' ? u : NaN;
    return Id.is(n) ? t.success(n) : t.failure(u, c, 'must be a positive whole number');
  },
  String,
);

const CalendarQuery = t.intersection([
  t.type({ from: DateString, to: DateString }),
  t.partial({ countryId: NumberFromString, resource: t.keyof({ leads: null, orders: null }) }),
]);

export interface SalesCalendarAnswer {
  readonly from: string;
  readonly to: string;
  readonly countryId: number | null;
  readonly resource: 'leads' | 'orders';
  /** Per date and status, with the status's label on the calendar (quote_sent is 'tentative'). */
  readonly results: readonly { date: string; status: OrderStatus; label: string; count: number }[];
}

/** The sales calendar (spec 1 §2.7, §7.3; spec 2 §2 Calendars): counts of leads or orders per date and status. */
@ApiTags('sales')
@ApiBearerAuth()
@Controller('api/v1/sales-calendar')
export class SalesCalendarController {
  private readonly queries: OrdersQueries;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.queries = new OrdersQueries(infra.db);
  }

  @Get()
  @SignedIn()
  @ApiOperation({
    summary:
      'Counts per date and status: ?from=YYYY-MM-DD&to=YYYY-MM-DD&countryId=&resource=leads|orders (default orders)',
  })
  async counts(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor): Promise<SalesCalendarAnswer> {
    const q = decodeOrThrow(CalendarQuery, query);
    const resource = q.resource ?? 'orders';
    if (!can(actor.permissions, resource, 'list')) {
      throw new DomainException({ kind: 'forbidden', message: `You do not have the ${resource}-list permission` });
    }
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0) throw new DomainException(validationError([{ path: 'to', message: 'must not be before from' }]));
    if (days >= SALES_CALENDAR_MAX_DAYS) {
      throw new DomainException(validationError([{ path: 'to', message: `at most ${SALES_CALENDAR_MAX_DAYS} days` }]));
    }
    const counts = await this.queries.calendar({ from: q.from, to: q.to }, q.countryId, resource, scopeOf(actor));
    return {
      from: q.from,
      to: q.to,
      countryId: q.countryId ?? null,
      resource,
      results: counts.map((c) => ({ ...c, label: salesCalendarLabel(c.status) })),
    };
  }
}
