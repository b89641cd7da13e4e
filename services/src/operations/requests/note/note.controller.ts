import { Controller, Get, Inject, Param, ParseIntPipe, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { can, type RequestRow } from '@console/contracts';
import type { Request, Response } from 'express';
import type { Actor } from '../../../core/command-context.js';
import { DomainException } from '../../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../../core/infrastructure.js';
import { loadActor } from '../../../identity/actor-loader.js';
import { CurrentActor, Public, SignedIn } from '../../../identity/auth.decorators.js';
import { NOT_AUTHENTICATED } from '../../../identity/auth.guard.js';
import { TokenService } from '../../../identity/token.service.js';
import { requestScopeOf } from '../requests.controller.js';
import { RequestsQueries } from '../requests.queries.js';
import { noteDocument } from './note-data.js';
import { NoteLinks } from './note-link.js';
import { renderNotePdf } from './note-pdf.js';

/**
 * The request note (spec 2 §2 'Note PDF', §7 `GET {api}/pdf/note?id={id}`, spec 3 §7): the PDF with the bearer
 * token, or with `&token=` a short-lived signed link from `GET /api/v1/requests/:id/note-link` (a new browser tab
 * cannot send the header). A partner user reads only its partner's requests (another's answers 404).
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class RequestNoteController {
  private readonly queries: RequestsQueries;
  private readonly links: NoteLinks;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly tokens: TokenService,
  ) {
    this.queries = new RequestsQueries(infra.db);
    this.links = new NoteLinks(infra.config.jwtSecret);
  }

  @Get('api/v1/requests/:id/note-link')
  @SignedIn()
  @ApiOperation({ summary: 'A signed link to the request note PDF, valid for 5 minutes: { url, expiresAt }' })
  async link(@Param('id', ParseIntPipe) id: number, @CurrentActor() actor: Actor) {
    await this.readable(id, actor);
    const { token, expiresAt } = this.links.issue(actor.id, id);
    return { url: `/pdf/note?id=${id}&token=${encodeURIComponent(token)}`, expiresAt };
  }

  /** Public as a route: it checks the bearer token or the link itself (the guard would take a link for a bearer). */
  @Get('pdf/note')
  @Public()
  @ApiOperation({ summary: 'The note PDF of a request: bearer token, or ?token= from note-link' })
  async pdf(@Query() query: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const id = Number(query['id']);
    if (!Number.isSafeInteger(id) || id < 1) {
      throw new DomainException({ kind: 'validation', message: 'Validation error', errors: [{ path: 'id', message: 'must be a request id' }] });
    }
    const actor = await this.caller(req, query, id);
    const request = await this.readable(id, actor);
    const pdf = await renderNotePdf(await noteDocument(this.infra.db, request, new Date()));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="request-note-${id}.pdf"`);
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

  private async readable(id: number, actor: Actor): Promise<RequestRow> {
    if (!can(actor.permissions, 'requests', 'view')) {
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the requests-view permission' });
    }
    const request = await this.queries.get(id, requestScopeOf(actor));
    if (!request) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return request;
  }
}
