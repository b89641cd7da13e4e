import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, PAYMENT_MESSAGES, paymentHasReceipt, type PaymentRow } from '@console/contracts';
import type { Request, Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { DocumentPdf } from '../core/documents/document-pdf.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, Public, SignedIn } from '../core/auth/auth.decorators.js';
import { TokenService } from '../core/auth/token.service.js';
import { scopeOf } from './accounting-answers.js';
import { AccountingQueries } from './accounting.queries.js';
import { toPaymentRow } from './accounting.rows.js';
import { receiptDocumentOf } from './receipt-document.js';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.js';
import { IdParam } from '../core/http/route-params.js';

/**
 * Receipt (spec 3 §2: a complete payment shows Receipt; §7 `/pdf/receipt?id={id}`): with the bearer token, or with
 * `&token=` from `GET /api/v1/payments/:id/receipt-link` (a new browser tab cannot send the header).
 */
@ApiTags('accounting')
@ApiBearerAuth()
@Controller()
export class ReceiptController {
  private readonly queries: AccountingQueries;
  private readonly receipts: DocumentPdf<ReceiptDocument>;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    tokens: TokenService,
  ) {
    this.queries = new AccountingQueries(infra.db);
    this.receipts = new DocumentPdf(infra, tokens, {
      doc: 'receipt',
      record: 'payment',
      filename: (id) => `receipt-${id}.pdf`,
      read: (id, actor) => this.readable(id, actor),
      render: renderReceiptPdf,
    });
  }

  @Get('api/v1/payments/:id/receipt-link')
  @SignedIn()
  @ApiOperation({ summary: 'A signed link to the receipt PDF, valid for 5 minutes: { url, expiresAt }' })
  link(@IdParam() id: number, @CurrentActor() actor: Actor) {
    return this.receipts.link(id, actor);
  }

  @Get('pdf/receipt')
  @Public()
  @ApiOperation({ summary: 'The receipt PDF of a complete payment: bearer token, or ?token= from receipt-link' })
  pdf(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.receipts.send(query, req, res);
  }

  private async readable(id: number, actor: Actor): Promise<ReceiptDocument> {
    if (!can(actor.permissions, 'payments', 'view'))
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the payments-view permission' });
    const payment: PaymentRow | undefined = await this.queries.get('rm.payments', id, scopeOf(actor), toPaymentRow);
    if (!payment) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    if (!paymentHasReceipt(payment))
      throw new DomainException({ kind: 'conflict', message: PAYMENT_MESSAGES.receiptNotComplete });
    return receiptDocumentOf(this.infra.db, payment);
  }
}
