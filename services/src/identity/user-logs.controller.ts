import { Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserLogRow, UserLogType } from '@console/contracts';
import { sql } from 'kysely';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { CurrentActor, RequirePermission, SignedIn, type RequestWithActor } from '../core/auth/auth.decorators.js';
import { TokenService } from '../core/auth/token.service.js';
import { likePattern } from '../core/http/generic-find.js';
import { awaitReadModels } from '../core/http/read-your-writes.js';
import { parseGenericQuery, type GenericField, type GenericPage } from '../core/http/generic-query.js';
import { genericCondition } from '../core/http/generic-where.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { USER_LOG_CODECS, userLogDecider } from './user-log.decider.js';
import { Reply } from '../core/http/route-params.js';

const USER_LOG_FIELDS: Readonly<Record<string, GenericField>> = {
  id: { column: 'id', type: 'number' },
  userId: { column: 'userId', type: 'number' },
  name: { column: 'name', type: 'string' },
  email: { column: 'email', type: 'string' },
  type: { column: 'type', type: 'string' },
  loginAt: { column: 'loginAt', type: 'date' },
  logoutAt: { column: 'logoutAt', type: 'date' },
  createdAt: { column: 'createdAt', type: 'date' },
  impersonatedUserId: { column: 'impersonatedUserId', type: 'number' },
};

const iso = (d: Date | null): string | null => (d === null ? null : new Date(d).toISOString());

/** User logs (spec 3 "User logs", issue 34 §3): the admin's list, and the sign-out that closes a session's row. */
@ApiTags('identity')
@ApiBearerAuth()
@Controller()
export class UserLogsController {
  private readonly repository: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly tokens: TokenService,
  ) {
    this.repository = new AggregateRepository(infra.store);
  }

  @Get('api/user-logs')
  @RequirePermission('user-logs', 'list')
  @ApiOperation({ summary: 'Sign-ins, sign-outs and refused sign-ins, generic find (q: name or e-mail)' })
  async list(@Query() query: Record<string, unknown>): Promise<GenericPage<UserLogRow>> {
    const g = parseGenericQuery(query, USER_LOG_FIELDS, { column: 'id', direction: 'desc' });
    let q = this.infra.db.selectFrom('rm.user_logs');
    for (const f of g.filters) q = q.where(genericCondition(f));
    if (g.q) q = q.where(sql<boolean>`lower(name || ' ' || email) LIKE ${likePattern(g.q)}`);
    let page = q.selectAll();
    for (const s of g.sort) page = page.orderBy(sql.ref(s.column), s.direction);
    const [rows, count] = await Promise.all([
      g.limit === 0 ? Promise.resolve([]) : page.limit(g.limit).offset(g.skip).execute(),
      q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      limit: g.limit,
      skip: g.skip,
      data: rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        name: r.name,
        email: r.email,
        type: r.type as UserLogType,
        loginAt: iso(r.loginAt) ?? '',
        logoutAt: iso(r.logoutAt),
        createdAt: iso(r.createdAt) ?? '',
        impersonatedUserId: r.impersonatedUserId,
        impersonatedName: r.impersonatedName,
      })),
    };
  }

  /**
   * Sign-out: the token is refused from now on (token.service.ts), and its session's log gets its logout time.
   * Any signed-in user, for their own token only.
   */
  @Post('api/sign-out')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Sign out: revokes the bearer token and records UserLoggedOut' })
  async signOut(
    @Req() req: RequestWithActor,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<{ signedOut: true }> {
    const header = req.headers['authorization'];
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    const session = this.tokens.sessionOf(token);
    this.tokens.revoke(token);
    if (session !== undefined) {
      this.infra.sessions.closed(session);
      const r = await this.repository.run({
        decider: userLogDecider,
        codecs: USER_LOG_CODECS,
        id: session,
        command: { type: 'LogOut', id: session, userId: actor.id },
        ctx: commandContextOf(actor),
      });
      // The other API processes read rm.user_logs: the answer waits until it says so (2 s at most).
      await awaitReadModels(this.infra.readModels, r.position, res);
    }
    return { signedOut: true };
  }
}
