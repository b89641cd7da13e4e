import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, Currency, DateOrInstant, dateRangeToInstants, invoiceNumber, type InvoiceType } from '@console/contracts';
import type { Request, Response } from 'express';
import * as t from 'io-ts';
import type { Actor } from '../core/command-context.js';
import { DocumentPdf } from '../core/documents/document-pdf.js';
import { documentLanguage } from '../core/documents/document-words.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { refusePartners } from './ledger.controller.js';
import { IdPipe } from '../core/http/id.pipe.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, Public, RequirePermission } from '../core/auth/auth.decorators.js';
import { TokenService } from '../core/auth/token.service.js';
import { readBillingCompany } from '../core/documents/billing-company.js';
import { renderStatementPdf, type StatementDocument } from './statement-pdf.js';

const StatementQuery = t.partial({ from: DateOrInstant, asOf: DateOrInstant });

/**
 * The statement of account of a customer (spec 3 §7 `/pdf/statement?id={userId}`), read from the customer ledger:
 * `from` starts it (what came before is the opening balance), `asOf` ends it at a past date (time travel). With the
 * bearer token, or with `&token=` from `GET /api/v1/ledger/:userId/statement-link` (a new browser tab cannot send
 * the header).
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class StatementController {
  private readonly statements: DocumentPdf<StatementDocument>;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    tokens: TokenService,
  ) {
    this.statements = new DocumentPdf(infra, tokens, {
      doc: 'statement',
      record: 'customer',
      filename: (id) => `statement-${id}.pdf`,
      read: (id, actor, query) => this.readable(id, actor, query),
      render: renderStatementPdf,
      linkParams: ['from', 'asOf'],
    });
  }

  @Get('api/v1/ledger/:userId/statement-link')
  // As the ledger's own route: the guard answers a role without it before the id is read.
  @RequirePermission('invoices', 'view')
  @ApiOperation({
    summary:
      'A signed link to the statement PDF (optional from and asOf dates), valid for 5 minutes: { url, expiresAt }',
  })
  link(@Param('userId') rawUserId: string, @Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    refusePartners(actor);
    const userId = new IdPipe().transform(rawUserId, { type: 'param', data: 'userId' });
    return this.statements.link(userId, actor, query);
  }

  @Get('pdf/statement')
  @Public()
  @ApiOperation({ summary: "A customer's statement of account PDF (?id=userId, optional from and asOf dates)" })
  pdf(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.statements.send(query, req, res);
  }

  private async readable(id: number, actor: Actor, query: Record<string, unknown>): Promise<StatementDocument> {
    refusePartners(actor);
    if (!can(actor.permissions, 'invoices', 'view'))
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the invoices-view permission' });
    const { from, asOf } = decodeOrThrow(StatementQuery, query);
    const range = dateRangeToInstants({ ...(from ? { from } : {}), ...(asOf ? { to: asOf } : {}) });
    const db = this.infra.db;
    let users = db
      .selectFrom('rm.users')
      .leftJoin('rm.country', 'rm.country.id', 'rm.users.countryId')
      .select([
        'rm.users.id',
        'rm.users.name',
        'rm.users.trn',
        'rm.users.language',
        'rm.users.countryId',
        'rm.users.countryName',
        'rm.country.currency',
      ])
      .where('rm.users.id', '=', id);
    // Another partner's customer is not found for a partner user, as every partner-scoped record.
    if (actor.isPartner) users = users.where('rm.users.partnerId', '=', actor.partnerId);
    const user = await users.executeTakeFirst();
    if (!user) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    let entries = db
      .selectFrom('rm.ledger_entries')
      .leftJoin('rm.invoices', 'rm.invoices.id', 'rm.ledger_entries.invoiceId')
      .select([
        'rm.ledger_entries.occurredAt',
        'rm.ledger_entries.eventType',
        'rm.ledger_entries.amount',
        'rm.ledger_entries.invoiceId',
        'rm.ledger_entries.paymentId',
        'rm.invoices.type',
        'rm.invoices.countryId',
      ])
      .where('rm.ledger_entries.userId', '=', id)
      .where('rm.ledger_entries.account', '=', 'receivable');
    if (range.to) entries = entries.where('rm.ledger_entries.occurredAt', '<=', new Date(range.to));
    // The company's row does not depend on the ledger: both reads go out together.
    const [rows, company] = await Promise.all([
      entries.orderBy('rm.ledger_entries.position').orderBy('rm.ledger_entries.line').execute(),
      readBillingCompany(db, user.countryId, range.to ?? new Date().toISOString()),
    ]);
    const start = range.from ? new Date(range.from).getTime() : null;
    let opening = 0;
    const shown: StatementDocument['entries'][number][] = [];
    for (const r of rows) {
      const amount = Number(r.amount);
      if (start !== null && new Date(r.occurredAt).getTime() < start) {
        opening += amount;
        continue;
      }
      shown.push({
        occurredAt: new Date(r.occurredAt).toISOString(),
        eventType: r.eventType,
        amount,
        invoiceNumber:
          r.invoiceId !== null && r.type !== null && r.countryId !== null
            ? invoiceNumber({ id: r.invoiceId, type: r.type as InvoiceType, countryId: r.countryId })
            : null,
        paymentId: r.paymentId,
      });
    }
    return {
      customer: { id: user.id, name: user.name, trn: user.trn },
      countryName: user.countryName,
      company,
      currency: Currency.is(user.currency) ? user.currency : 'AED',
      from: range.from ?? null,
      asOf: range.to ?? null,
      opening,
      entries: shown,
      language: documentLanguage(user.language),
    };
  }
}
