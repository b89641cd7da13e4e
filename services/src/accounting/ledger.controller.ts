import { IdPipe } from '../core/http/id.pipe.js';
import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DateOrInstant, dateRangeToInstants } from '@console/contracts';
import * as t from 'io-ts';
import type { Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';

const LedgerQuery = t.partial({ asOf: DateOrInstant });

/** Spec 3 §2, §6: billing figures (the ledger, the statement) are hidden from partner users. */
export const refusePartners = (actor: Actor): void => {
  if (actor.isPartner)
    throw new DomainException({ kind: 'forbidden', message: "Partners do not see a customer's billing" });
};

/**
 * The customer ledger (beyond the spec): balanced entries of every money event, the balance of each account and
 * what the customer owes (the receivable), as of now or as of any past date (time travel). Partner users see none
 * (spec 3 §2, §6).
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class LedgerController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get('api/v1/ledger/:userId')
  @RequirePermission('invoices', 'view')
  @ApiOperation({
    summary: "A customer's statement of account: ledger entries and balances, optionally as of a date (asOf)",
  })
  async statement(
    @Param('userId') rawUserId: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ) {
    // Spec 3 §2, §6: the partner role does not see a customer's billing (credits and billing hidden); the ledger is
    // nothing but billing figures. Refused before the id is read, as a guard would.
    refusePartners(actor);
    const userId = new IdPipe().transform(rawUserId, { type: 'param', data: 'userId' });
    const { asOf } = decodeOrThrow(LedgerQuery, query);
    const until = dateRangeToInstants({ ...(asOf ? { to: asOf } : {}) }).to;
    let q = this.infra.db.selectFrom('rm.ledger_entries').selectAll().where('userId', '=', userId);
    if (until) q = q.where('occurredAt', '<=', new Date(until));
    const entries = await q.orderBy('position').orderBy('line').execute();
    const balances: Record<string, number> = {};
    for (const e of entries) balances[e.account] = (balances[e.account] ?? 0) + Number(e.amount);
    return {
      userId,
      asOf: until ?? null,
      outstanding: balances['receivable'] ?? 0,
      balances,
      entries: entries.map((e) => ({
        ...e,
        amount: Number(e.amount),
        occurredAt: new Date(e.occurredAt).toISOString(),
      })),
    };
  }
}
