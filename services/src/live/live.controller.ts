import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { SignedIn } from '../identity/auth.decorators.js';
import { READ_MODEL_CHANGED_SUBJECT } from './live.subjects.js';

/**
 * GET /api/v1/live: a Server-Sent Events feed of "read model changed" notices, so an open screen refreshes when
 * the tables it shows change. EventSource cannot send headers, so the token may come as ?token=.
 */
@ApiTags('live')
@ApiBearerAuth()
@Controller('api/v1/live')
export class LiveController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: 'SSE feed: event "readmodel" with { projection, tables, position }' })
  async feed(@Req() req: Request, @Res() res: Response): Promise<void> {
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
