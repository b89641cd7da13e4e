import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, configuredAmount } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { Actor } from '../core/command-context.js';
import { DocumentPdf } from '../core/documents/document-pdf.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, Public, SignedIn } from '../core/auth/auth.decorators.js';
import { TokenService } from '../core/auth/token.service.js';
import { scopeOf } from './accounting-answers.js';
import { AccountingQueries } from './accounting.queries.js';
import { toChargeRow, toInvoiceRow } from './accounting.rows.js';
import { documentLanguage } from '../core/documents/document-words.js';
import { readBillingCompany } from '../core/documents/billing-company.js';
import { configurationValueAsOf } from '../core/resources/configuration-values.js';
import { renderInvoiceViewPdf, type InvoiceViewDocument } from './invoice-view-pdf.js';
import { IdParam } from '../core/http/route-params.js';

/**
 * The invoice view (spec 3 §7 `/api/v1/documents/invoice/{id}/view`): the invoice as a PDF, with the bearer token, or
 * with `?token=` from `GET /api/v1/invoices/:id/view-link` (a new browser tab cannot send the header).
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class InvoiceViewController {
  private readonly queries: AccountingQueries;
  private readonly views: DocumentPdf<InvoiceViewDocument>;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    tokens: TokenService,
  ) {
    this.queries = new AccountingQueries(infra.db);
    this.views = new DocumentPdf(infra, tokens, {
      doc: 'invoice',
      record: 'invoice',
      filename: (id) => `invoice-${id}.pdf`,
      read: (id, actor) => this.readable(id, actor),
      render: renderInvoiceViewPdf,
      path: (id) => `/api/v1/documents/invoice/${id}/view`,
    });
  }

  @Get('api/v1/invoices/:id/view-link')
  @SignedIn()
  @ApiOperation({ summary: 'A signed link to the invoice view PDF, valid for 5 minutes: { url, expiresAt }' })
  link(@IdParam() id: number, @CurrentActor() actor: Actor) {
    return this.views.link(id, actor);
  }

  @Get('api/v1/documents/invoice/:id/view')
  @Public()
  @ApiOperation({
    summary:
      'The invoice as a PDF (number, dates, customer, charges, VAT, totals): bearer token, or ?token= from view-link',
  })
  view(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.views.send({ ...query, id }, req, res);
  }

  private async readable(id: number, actor: Actor): Promise<InvoiceViewDocument> {
    if (!can(actor.permissions, 'invoices', 'view'))
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the invoices-view permission' });
    const view = await invoiceViewDocument(this.infra.db, id, scopeOf(actor));
    if (!view) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return view;
  }
}

/** The invoice view's document in a scope (the notifier's mail attaches it unscoped); undefined: no such invoice. */
export const invoiceViewDocument = async (
  db: Kysely<ReadModels>,
  id: number,
  scope: Parameters<AccountingQueries['get']>[2],
): Promise<InvoiceViewDocument | undefined> => {
  const invoice = await new AccountingQueries(db).get('rm.invoices', id, scope, toInvoiceRow);
  if (!invoice) return undefined;
  // The company and the late payment fee as the invoice's country had them when it was issued (issue 34 §6).
  const [charges, user, company, fee] = await Promise.all([
    db.selectFrom('rm.charges').selectAll().where('invoiceId', '=', id).orderBy('id').execute(),
    db.selectFrom('rm.users').select(['trn', 'language']).where('id', '=', invoice.userId).executeTakeFirst(),
    readBillingCompany(db, invoice.countryId, invoice.createdAt),
    configurationValueAsOf(db, invoice.countryId, 'latePaymentFee', invoice.createdAt),
  ]);
  return {
    invoice,
    charges: charges.map(toChargeRow),
    customerTrn: user?.trn ?? null,
    company,
    language: documentLanguage(user?.language),
    latePaymentFee: configuredAmount(fee),
  };
};
