import { Controller, Get, Query } from '@nestjs/common';
import { validationError } from '@console/contracts';
import { DomainException } from '../core/domain.exception.js';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../core/command-context.js';
import { CurrentActor, SignedIn } from '../core/auth/auth.decorators.js';

/**
 * The signed-in user as the server sees them on this call (roles and permissions read fresh, actor-loader.ts): an
 * open console asks again when the users read model changes, so a demoted user's menu follows at once.
 */
@ApiTags('identity')
@ApiBearerAuth()
@Controller()
export class MeController {
  @Get('api/me')
  @SignedIn()
  @ApiOperation({ summary: 'The signed-in user: id, name, e-mail, roles, permissions, partner, country' })
  me(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>) {
    // Like every call, no parameter is silently ignored (ARCHITECTURE §6): this one takes none.
    const unknown = Object.keys(query);
    if (unknown.length > 0)
      throw new DomainException(
        validationError(unknown.map((path) => ({ path, message: 'is not a parameter of this call' }))),
      );
    return {
      id: actor.id,
      name: actor.name,
      email: actor.email,
      roles: actor.roles,
      permissions: actor.permissions,
      partnerId: actor.partnerId,
      countryId: actor.countryId,
    };
  }
}
