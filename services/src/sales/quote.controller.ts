import { Controller, Get, Inject, Param, ParseIntPipe, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can } from '@console/contracts';
import type { Request, Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { loadActor } from '../identity/actor-loader.js';
import { CurrentActor, Public, SignedIn } from '../identity/auth.decorators.js';
import { NOT_AUTHENTICATED } from '../identity/auth.guard.js';
import { TokenService } from '../identity/token.service.js';
import { scopeOf } from './orders.controller.js';
import { OrdersQueries, type OrderAnswer } from './orders.queries.js';
import { quoteDocument } from './quote/quote-data.js';
import { QuoteLinks } from './quote/quote-link.js';
import { renderQuotePdf } from './quote/quote-pdf.js';

/** May this user read this record's quote: leads-view or orders-view, and a partner user only its partner's. */
const mayRead = (actor: Actor): boolean => can(actor.permissions, 'leads', 'view') || can(actor.permissions, 'orders', 'view');

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
  private readonly links: QuoteLinks;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly tokens: TokenService,
  ) {
    this.queries = new OrdersQueries(infra.db);
    this.links = new QuoteLinks(infra.config.jwtSecret);
  }

  @Get(['api/v1/orders/:id/quote-link', 'api/v1/leads/:id/quote-link'])
  @SignedIn()
  @ApiOperation({ summary: 'A signed link to the quote PDF, valid for 5 minutes: { url, expiresAt }' })
  async link(@Param('id', ParseIntPipe) id: number, @CurrentActor() actor: Actor) {
    await this.readable(id, actor);
    const { token, expiresAt } = this.links.issue(actor.id, id);
    return { url: `/pdf/quote?id=${id}&token=${encodeURIComponent(token)}`, expiresAt };
  }

  /** Public as a route: it checks the bearer token or the link itself (the guard would take a link for a bearer). */
  @Get('pdf/quote')
  @Public()
  @ApiOperation({ summary: 'The quote PDF of a lead: bearer token, or ?token= from quote-link' })
  async pdf(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const id = Number(query['id']);
    if (!Number.isSafeInteger(id) || id < 1) {
      throw new DomainException({ kind: 'validation', message: 'Validation error', errors: [{ path: 'id', message: 'must be a lead id' }] });
    }
    const actor = await this.caller(req, query, id);
    const order = await this.readable(id, actor);
    const pdf = await renderQuotePdf(await quoteDocument(this.infra.db, order, new Date()));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="quote-${id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(200).end(pdf);
  }

  private async caller(req: Request, query: Record<string, unknown>, id: number): Promise<Actor> {
    const header = req.headers['authorization'];
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const link = typeof query['token'] === 'string' ? query['token'] : undefined;
    const userId = bearer !== undefined ? this.tokens.verify(bearer) : link !== undefined ? this.links.verify(link, id) : undefined;
    const actor = userId === undefined ? undefined : await loadActor(this.infra.db, userId);
    if (!actor) throw new UnauthorizedException(NOT_AUTHENTICATED);
    return actor;
  }

  private async readable(id: number, actor: Actor): Promise<OrderAnswer> {
    if (!mayRead(actor)) throw new DomainException({ kind: 'forbidden', message: 'You do not have the leads-view permission' });
    const order = await this.queries.get(id, scopeOf(actor));
    if (!order) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return order;
  }
}
