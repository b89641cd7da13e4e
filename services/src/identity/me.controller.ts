import { Controller, Get } from '@nestjs/common';
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
  me(@CurrentActor() actor: Actor) {
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
