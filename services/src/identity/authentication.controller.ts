import { Body, Controller, HttpCode, HttpException, Inject, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import * as t from 'io-ts';
import type { Request, Response } from 'express';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { Public } from '../core/auth/auth.decorators.js';
import { loadActor } from './actor-loader.js';
import { verifyPassword } from './password.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SignInLinks } from './sign-in-links/sign-in-links.js';
import { addressOf, answerRefusal } from './sign-in-links/sign-in-links.controller.js';
import { TokenService } from '../core/auth/token.service.js';
import { AggregateRepository } from '../core/aggregate-repository.js';
import { commandContextOf, systemContext, type Actor } from '../core/command-context.js';
import { USER_LOG_CATEGORY } from '@console/contracts';
import { USER_LOG_CODECS, userLogDecider, type UserLogCommand } from './user-log.decider.js';
import { Reply } from '../core/http/route-params.js';

const AuthenticationBody = t.union([
  t.type({ strategy: t.literal('local'), email: t.string, password: t.string }),
  // A mailed sign-in link's token (POST magic-link, issue 34 §2): works once, like a password that expires.
  t.type({ strategy: t.literal('magic-link'), token: t.string }),
]);

/** One message for an unknown user and a wrong password, so the answer never tells which e-mails exist. */
export const INVALID_LOGIN = 'Invalid login';

export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins; try again later';

@ApiTags('identity')
@Controller()
export class AuthenticationController {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly tokens: TokenService,
    private readonly throttle: SignInThrottle,
    private readonly links: SignInLinks,
  ) {
    this.repository = new AggregateRepository(infra.store);
  }

  private readonly repository: AggregateRepository;

  /** One user log per attempt (issue 34 §3); the e-mail as typed is cut to what a log row keeps. */
  private async log(command: (id: number) => UserLogCommand, ctx = systemContext()): Promise<number> {
    const id = await this.infra.ids.next(USER_LOG_CATEGORY);
    await this.repository.run({ decider: userLogDecider, codecs: USER_LOG_CODECS, id, command: command(id), ctx });
    return id;
  }

  @Post('authentication')
  @HttpCode(201)
  @Public()
  @ApiOperation({ summary: 'Sign in with e-mail and the SHA-256 hex of the password; answers { accessToken, user }' })
  @ApiBody({ schema: { example: { strategy: 'local', email: 'admin@demo.test', password: '<sha256 hex>' } } })
  async authenticate(@Body() body: unknown, @Req() req: Request, @Reply() res: Response) {
    const decoded = decodeOrThrow(AuthenticationBody, body);
    if (decoded.strategy === 'magic-link') {
      const userId = await this.links
        .use(decoded.token, 'magic', addressOf(req))
        .catch((e: unknown) => answerRefusal(e, res));
      const actor = await loadActor(this.infra.db, userId);
      if (!actor) throw new UnauthorizedException(INVALID_LOGIN);
      return this.signedIn(actor);
    }
    const { email, password } = decoded;
    const account = email.trim().toLowerCase();
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    // Checked before the password: past the limit even the right one waits (sign-in-throttle.ts).
    const throttled = this.throttle.check(account, address);
    if (throttled) {
      res.setHeader('Retry-After', String(throttled.retryAfterSeconds));
      throw new HttpException(TOO_MANY_SIGN_INS, 429);
    }
    const credential = await this.infra.db
      .selectFrom('rm.credentials')
      .select(['userId', 'passwordHash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', account))
      .executeTakeFirst();
    // Verify against a dummy hash when the user is unknown, so both failures take the same time.
    const ok = await verifyPassword(credential?.passwordHash ?? DUMMY_HASH, password);
    const actor = ok && credential ? await loadActor(this.infra.db, credential.userId) : undefined;
    if (!actor) {
      this.throttle.failed(account, address);
      const email = account.slice(0, 200);
      await this.log((id) => ({
        type: 'LogSignInFailure',
        data: { id, userId: credential?.userId ?? null, name: email, email },
      }));
      throw new UnauthorizedException(INVALID_LOGIN);
    }
    this.throttle.succeeded(account);
    return this.signedIn(actor);
  }

  /** A session: its user log (UserLoggedIn), and the token naming it. */
  private async signedIn(actor: Actor) {
    const session = await this.log(
      (id) => ({ type: 'LogIn', data: { id, userId: actor.id, name: actor.name, email: actor.email } }),
      commandContextOf(actor),
    );
    return {
      accessToken: this.tokens.issue(actor.id, session),
      user: {
        id: actor.id,
        name: actor.name,
        email: actor.email,
        roles: actor.roles,
        permissions: actor.permissions,
        partnerId: actor.partnerId,
        countryId: actor.countryId,
      },
    };
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$0eDrbxL2H3K5Q9kM0eDrbxL2H3K5Q9kM0eDrbxL2H3I';
