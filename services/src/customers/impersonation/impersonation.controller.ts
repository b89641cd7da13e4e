import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import * as t from 'io-ts';
import { hasPermission, Id } from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { CurrentActor, SignedIn } from '../../core/auth/auth.decorators.js';
import { commandContextOf, type Actor } from '../../core/command-context.js';
import { DocumentLinks } from '../../core/documents/document-links.js';
import { DomainException } from '../../core/domain.exception.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { logImpersonation } from '../../identity/index.js';
import { USER_EVENT_CODECS } from '../user.codecs.js';
import { userDecider, type UserState } from '../user.decider.js';

const ImpersonationBody = t.exact(t.type({ userId: Id }));

/** How long the consumer app's token works: long enough to open the app, too short to keep. */
export const IMPERSONATION_TTL_SECONDS = 120;

/**
 * Impersonate a customer (spec 3 §4 and §7 `POST user-impersonation`; issue 34 §2): the standalone permission
 * user-impersonation, a customer of the caller's partner (a partner user's), never a staff account. The answer's
 * `data.token` is signed with a key of its own (DocumentLinks' 'impersonation'), so it opens the consumer app only
 * and is never a bearer token of this API; `UserImpersonated` on the customer's stream names who did it.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller()
export class ImpersonationController {
  private readonly repository: AggregateRepository;
  private readonly links: DocumentLinks;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
    this.links = new DocumentLinks(infra.config.jwtSecret, 'impersonation');
  }

  @Post('api/user-impersonation')
  @HttpCode(201)
  @SignedIn()
  @ApiOperation({ summary: 'A short-lived consumer-app token for a customer: { data: { token, userId } }' })
  @ApiBody({ schema: { example: { userId: 12 } } })
  async impersonate(@Body() body: unknown, @CurrentActor() actor: Actor) {
    // The permission before the body: a caller without it learns nothing of the input.
    if (!hasPermission(actor.permissions, 'user-impersonation')) {
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the user-impersonation permission' });
    }
    const { userId } = decodeOrThrow(ImpersonationBody, body);
    const now = Date.now();
    const { token, expiresAt } = this.links.issue(userId, userId, now, IMPERSONATION_TTL_SECONDS);
    const done = await this.repository.run({
      decider: userDecider,
      codecs: USER_EVENT_CODECS,
      id: userId,
      command: (state: UserState) => {
        if (!state || (actor.isPartner && state.profile.partnerId !== actor.partnerId)) {
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${userId}'` });
        }
        return { type: 'Impersonate' as const, byUserId: actor.id, expiresAt };
      },
      ctx: commandContextOf(actor),
    });
    await logImpersonation(
      this.infra.ids,
      this.repository,
      actor,
      { id: userId, name: done.state?.profile.name ?? '' },
      expiresAt,
    );
    return { data: { token, userId, expiresAt } };
  }
}
