import { Controller, Get, Inject, Query, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Actor } from '../core/command-context.js';
import { DocumentLinks } from '../core/documents/document-links.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { NOT_AUTHENTICATED } from '../core/auth/auth.guard.js';
import { CurrentActor, Public, SignedIn } from '../core/auth/auth.decorators.js';
import { TokenService } from '../core/auth/token.service.js';
import { READ_MODEL_CHANGED_SUBJECT } from './live.subjects.js';

/** How long a live-feed link opens the feed: only the opening is checked, an open feed stays open. */
export const LIVE_LINK_TTL_SECONDS = 60;

/**
 * GET /api/v1/live: a Server-Sent Events feed of "read model changed" notices, so an open screen refreshes when
 * the tables it shows change. EventSource cannot send headers, and a bearer token in an address ends up in logs
 * and histories, so the browser first asks `GET /api/v1/live/link` (with its bearer header) for a short-lived
 * link signed for the live feed only, and opens `/api/v1/live?link=...`. Other clients may send the header.
 */
@ApiTags('live')
@ApiBearerAuth()
@Controller('api/v1/live')
export class LiveController {
  private readonly links: DocumentLinks;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly tokens: TokenService,
  ) {
    this.links = new DocumentLinks(infra.config.jwtSecret, 'live');
  }

  @Get('link')
  @SignedIn()
  @ApiOperation({
    summary: `A signed address of the live feed for EventSource, valid ${LIVE_LINK_TTL_SECONDS} s: { url, expiresAt }`,
  })
  link(@CurrentActor() actor: Actor): { url: string; expiresAt: string } {
    const { token, expiresAt } = this.links.issue(actor.id, 0, Date.now(), LIVE_LINK_TTL_SECONDS);
    return { url: `/api/v1/live?link=${encodeURIComponent(token)}`, expiresAt };
  }

  /** Public as a route: it checks the bearer header or the signed link itself (the guard takes no link). */
  @Get()
  @Public()
  @ApiOperation({
    summary: 'SSE feed: event "readmodel" with { projection, tables, position }; ?link= from /api/v1/live/link',
  })
  async feed(@Query('link') link: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const header = req.headers['authorization'];
    const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
    const userId =
      bearer !== undefined
        ? this.tokens.verify(bearer)
        : typeof link === 'string'
          ? this.links.verify(link, 0)
          : undefined;
    const actor = userId === undefined ? undefined : await this.infra.loadActor(userId);
    if (!actor) throw new UnauthorizedException(NOT_AUTHENTICATED);
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    const subscription = await this.infra.bus.subscribeNotices(READ_MODEL_CHANGED_SUBJECT, ({ payload }) => {
      res.write(`event: readmodel\ndata: ${JSON.stringify(payload)}\n\n`);
    });
    // Proxies drop silent connections: a comment every 25 s keeps it open.
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
    req.on('close', () => {
      clearInterval(keepAlive);
      void subscription.close();
    });
  }
}
