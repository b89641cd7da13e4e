import { Body, Controller, HttpCode, HttpException, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import * as t from 'io-ts';
import type { Request, Response } from 'express';
import { CREDENTIAL_CATEGORY, SIGN_IN_LINK_REQUESTED, streamIdOf, type SignInLinkPurpose } from '@console/contracts';
import { Inject } from '@nestjs/common';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { Public } from '../../core/auth/auth.decorators.js';
import { systemContext } from '../../core/command-context.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { awaitReadModels } from '../../core/http/read-your-writes.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { hashPassword } from '../password.js';
import { SignInLinkRefused, SignInLinks } from './sign-in-links.js';
import { Reply } from '../../core/http/route-params.js';

/** The e-mail as typed, bounded: an answer never depends on it, so only its size is checked. */
const Email = t.refinement(t.string, (s) => s.length <= 320, 'Email');
/** What the browser sends for a password: the SHA-256 hex of what was typed (ARCHITECTURE §6). */
const PasswordHash = t.refinement(t.string, (s) => /^[0-9a-fA-F]{64}$/.test(s), 'PasswordHash');

/** spec 3 §7: `{action: 'sendResetPwd', email}`; the reset page's `{action: 'resetPwdLong', value: {token, password}}`. */
const AuthManagementBody = t.union([
  t.type({ action: t.literal('sendResetPwd'), email: Email }),
  t.type({ action: t.literal('resetPwdLong'), value: t.type({ token: t.string, password: PasswordHash }) }),
]);

/** spec 3 §7 `POST magic-link`, "same body": the e-mail, with or without the action. */
const MagicLinkBody = t.type({ email: Email });

export const TOO_MANY_TRIES = 'Too many failed sign-ins; try again later';

/** A refused token: 403 with the one message, or 429 with Retry-After when its account is throttled. */
export const answerRefusal = (e: unknown, res: Response): never => {
  if (e instanceof SignInLinkRefused && e.throttled) {
    res.setHeader('Retry-After', String(e.throttled.retryAfterSeconds));
    throw new HttpException(TOO_MANY_TRIES, 429);
  }
  throw e;
};

export const addressOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Password reset and magic links (spec 3 §4 and §7, issue 34 §2). Public: the forgot-password page calls them
 * signed out, the customer page signed in. A request answers the same for every e-mail.
 */
@ApiTags('identity')
@Controller()
export class SignInLinksController {
  private readonly repository: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly links: SignInLinks,
  ) {
    this.repository = new AggregateRepository(infra.store);
  }

  @Post('api/authManagement')
  @HttpCode(201)
  @Public()
  @ApiOperation({ summary: 'sendResetPwd: mail a password-reset link; resetPwdLong: set the password by its token' })
  @ApiBody({ schema: { example: { action: 'sendResetPwd', email: 'someone@example.com' } } })
  async authManagement(@Body() body: unknown, @Req() req: Request, @Reply() res: Response) {
    const command = decodeOrThrow(AuthManagementBody, body);
    if (command.action === 'sendResetPwd') return this.requested(command.email, 'reset', res);
    const { token, password } = command.value;
    const userId = await this.links.use(token, 'reset', addressOf(req)).catch((e: unknown) => answerRefusal(e, res));
    const user = await this.infra.db.selectFrom('rm.users').select('email').where('id', '=', userId).executeTakeFirst();
    const passwordHash = await hashPassword(password);
    const r = await this.repository.run({
      stream: streamIdOf(CREDENTIAL_CATEGORY, userId),
      events: [{ type: 'PasswordSet', data: { userId, email: user?.email ?? '', passwordHash } }],
      command: 'ResetPassword',
      expected: 'any',
      ctx: systemContext(),
    });
    // The sign-in reads the password from its read model: the answer waits until the new one is there.
    await awaitReadModels(this.infra.readModels, r.position, res);
    return { status: 'Success' as const };
  }

  @Post('api/magic-link')
  @HttpCode(201)
  @Public()
  @ApiOperation({ summary: 'Mail a single-use sign-in link' })
  @ApiBody({ schema: { example: { email: 'someone@example.com' } } })
  magicLink(@Body() body: unknown, @Reply() res: Response) {
    return this.requested(decodeOrThrow(MagicLinkBody, body).email, 'magic', res);
  }

  private requested(email: string, purpose: SignInLinkPurpose, res: Response) {
    // The work begins once the answer is sent (or the connection closed): nothing of it shows in the answer's time.
    this.links.request(email, purpose, (start) => {
      let started = false;
      const once = () => {
        if (started) return;
        started = true;
        start();
      };
      res.once('finish', once);
      res.once('close', once);
    });
    return { status: 'Success' as const, message: SIGN_IN_LINK_REQUESTED };
  }
}
