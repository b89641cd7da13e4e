import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can } from '@console/contracts';
import type { Request, Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { DocumentPdf } from '../core/documents/document-pdf.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, Public, SignedIn } from '../core/auth/auth.decorators.js';
import { TokenService } from '../core/auth/token.service.js';
import { scopeOf } from './orders.controller.js';
import { OrdersQueries, type OrderAnswer } from './orders.queries.js';
import { quoteDocument } from './quote/quote-data.js';
import { renderQuotePdf } from './quote/quote-pdf.js';
import { IdParam } from '../core/http/route-params.js';

/** May this user read this record's quote: leads-view or orders-view, and a partner user only its partner's. */
const mayRead = (actor: Actor): boolean =>
  can(actor.permissions, 'leads', 'view') || can(actor.permissions, 'orders', 'view');

/**
 * View Quote (spec 2 §2): the quote PDF of a lead at the document path of spec 3 §7, `/pdf/quote?id={leadId}`,
 * with the bearer token, or with `&token=` a short-lived signed link from `GET /api/v1/orders/:id/quote-link`
 * (a new browser tab cannot send the header).
 */
@ApiTags('sales')
@ApiBearerAuth()
@Controller()
export class QuoteController {
  private readonly queries: OrdersQueries;
  private readonly quotes: DocumentPdf<OrderAnswer>;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure, tokens: TokenService) {
    this.queries = new OrdersQueries(infra.db);
    this.quotes = new DocumentPdf(infra, tokens, {
      doc: 'quote',
      record: 'lead',
      filename: (id) => `quote-${id}.pdf`,
      read: (id, actor) => this.readable(id, actor),
      render: async (order) => renderQuotePdf(await quoteDocument(infra.db, order, new Date())),
    });
  }

  @Get(['api/v1/orders/:id/quote-link', 'api/v1/leads/:id/quote-link'])
  @SignedIn()
  @ApiOperation({ summary: 'A signed link to the quote PDF, valid for 5 minutes: { url, expiresAt }' })
  link(@IdParam() id: number, @CurrentActor() actor: Actor) {
    return this.quotes.link(id, actor);
  }

  @Get('pdf/quote')
  @Public()
  @ApiOperation({ summary: 'The quote PDF of a lead: bearer token, or ?token= from quote-link' })
  pdf(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.quotes.send(query, req, res);
  }

  private async readable(id: number, actor: Actor): Promise<OrderAnswer> {
    if (!mayRead(actor))
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the leads-view permission' });
    const order = await this.queries.get(id, scopeOf(actor));
    if (!order) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return order;
  }
}
