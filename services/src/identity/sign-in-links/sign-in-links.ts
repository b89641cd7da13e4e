import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  SIGN_IN_LINK_CATEGORY,
  SIGN_IN_LINK_INVALID,
  SIGN_IN_LINK_TTL_MINUTES,
  type SignInLinkPurpose,
  type TaskType,
} from '@console/contracts';
import { sql } from 'kysely';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { SignInLinkTokens } from '../../core/auth/sign-in-link-tokens.js';
import { systemContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { issueTask } from '../../notifications/index.js';
import { SIGN_IN_STATUSES } from '../actor-loader.js';
import { SignInThrottle, type Throttled } from '../sign-in-throttle.js';
import { SIGN_IN_LINK_CODECS, signInLinkDecider } from './sign-in-link.decider.js';

/** The mail each kind of link goes by (its communication template is named so, EN and `_ar`). */
const TASK_OF: Readonly<Record<SignInLinkPurpose, TaskType>> = Object.freeze({
  reset: 'SEND_RESET_PASSWORD_MAIL',
  magic: 'SEND_MAGIC_LINK_MAIL',
});

/** A token refused: wrong, used, expired, or tried too often on its account (then `throttled` says how long). */
export class SignInLinkRefused extends DomainException {
  constructor(readonly throttled?: Throttled) {
    super({ kind: 'forbidden', message: SIGN_IN_LINK_INVALID });
  }
}

/**
 * Password-reset and sign-in links (issue 34 §2). A request answers at once and alike for any e-mail: the look-up,
 * the link's stream and its mail's task are made after the answer, so neither the answer nor its time tells a known
 * e-mail from an unknown one. A token presented counts, when wrong, among its account's failed sign-ins (the same
 * throttle as the password's): past ten, the account's next tries wait, whatever they present.
 */
@Injectable()
export class SignInLinks {
  private readonly repository: AggregateRepository;
  private readonly tokens: SignInLinkTokens;
  /** The requests still being worked on after their answer (a test or a shutdown may wait for them). */
  private pending: Promise<void> = Promise.resolve();
  /** Requests answered whose answer is not sent yet. */
  private waiting = 0;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
    private readonly throttle: SignInThrottle,
  ) {
    this.repository = new AggregateRepository(infra.store);
    this.tokens = new SignInLinkTokens(infra.config.jwtSecret);
  }

  /**
   * Asks for a link mailed to `email` if it is a user's who may sign in. The work starts once `answered` calls back
   * (the answer sent: its time owes nothing to the work); until then `settled` counts it as pending.
   */
  request(email: string, purpose: SignInLinkPurpose, answered: (start: () => void) => void): void {
    this.waiting += 1;
    answered(() => {
      this.waiting -= 1;
      this.enqueue(email, purpose);
    });
  }

  private enqueue(email: string, purpose: SignInLinkPurpose): void {
    const account = email.trim().toLowerCase();
    this.pending = this.pending
      .then(() => this.issue(account, purpose))
      .catch((e: unknown) => {
        // The reason only: no e-mail, no token (none exists here; the mail writes it).
        console.error(
          `[sign-in links] a ${purpose} link was not issued: ${e instanceof Error ? e.message : String(e)}`,
        );
      });
  }

  /** Resolves once every request answered so far is worked on. */
  async settled(): Promise<void> {
    while (this.waiting > 0) await new Promise((r) => setTimeout(r, 10));
    await this.pending;
  }

  private async issue(account: string, purpose: SignInLinkPurpose): Promise<void> {
    const user = await this.infra.db
      .selectFrom('rm.users')
      .select(['id', 'status'])
      .where(sql<string>`lower(email)`, '=', account)
      .orderBy('id')
      .executeTakeFirst();
    if (!user || !SIGN_IN_STATUSES.includes(user.status)) return;
    const id = await this.infra.ids.next(SIGN_IN_LINK_CATEGORY);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_MINUTES[purpose] * 60_000).toISOString();
    const ctx = systemContext();
    const verifierHash = SignInLinkTokens.hashOf(this.tokens.verifierOf(id));
    await this.repository.run({
      decider: signInLinkDecider,
      codecs: SIGN_IN_LINK_CODECS,
      id,
      command: { type: 'IssueLink', data: { id, userId: user.id, purpose, verifierHash, expiresAt } },
      known: { state: signInLinkDecider.initialState, version: 0 },
      ctx,
    });
    // The task names the customer and the link's id: the notifier derives the link itself when writing the mail.
    await issueTask(this.infra.ids, this.commands, TASK_OF[purpose], { userId: user.id, linkId: id }, ctx);
  }

  /**
   * Uses a token for `purpose` from `address`: the user it was issued to, or SignInLinkRefused. Throttled like a
   * sign-in: per account (the link's user's e-mail) and per address, checked before the token.
   */
  async use(token: unknown, purpose: SignInLinkPurpose, address: string): Promise<number> {
    const parsed = SignInLinkTokens.parse(token);
    const { state } = parsed
      ? await this.repository.load(signInLinkDecider, SIGN_IN_LINK_CODECS, parsed.id)
      : { state: null };
    const account = state ? await this.accountOf(state.userId) : undefined;
    // An unknown link still counts against the address, so guessing ids costs as much as guessing secrets.
    const key = account ?? `link:${parsed?.id ?? 'malformed'}`;
    const throttled = this.throttle.check(key, address);
    if (throttled) throw new SignInLinkRefused(throttled);
    if (!parsed || !state) {
      this.throttle.failed(key, address);
      throw new SignInLinkRefused();
    }
    try {
      await this.repository.run({
        decider: signInLinkDecider,
        codecs: SIGN_IN_LINK_CODECS,
        id: parsed.id,
        command: { type: 'UseLink', purpose, verifierHash: SignInLinkTokens.hashOf(parsed.verifier) },
        ctx: systemContext(),
      });
    } catch (e) {
      if (e instanceof DomainException) {
        this.throttle.failed(key, address);
        throw new SignInLinkRefused();
      }
      throw e;
    }
    this.throttle.succeeded(key);
    return state.userId;
  }

  private async accountOf(userId: number): Promise<string | undefined> {
    const row = await this.infra.db.selectFrom('rm.users').select('email').where('id', '=', userId).executeTakeFirst();
    return row?.email.trim().toLowerCase();
  }
}
