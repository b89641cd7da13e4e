import { Controller, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { hasPermission, type ProjectionRetryAnswer, type ProjectionsStatus } from '@console/contracts';
import type { Actor } from '../core/command-context.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, SignedIn } from '../core/auth/auth.decorators.js';

/** Projection names are code identifiers (`customers.users`): anything else names no projection. */
const PROJECTION_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

const requireAdmin = (actor: Actor): void => {
  if (!hasPermission(actor.permissions, 'admin'))
    throw new ForbiddenException('Only an admin sees and retries projections');
};

/**
 * The admin's view of the read-model pipeline (issue 11): projections stopped on an event they cannot apply, bus
 * messages the relay parked, and a retry once the cause is fixed.
 */
@ApiTags('projections')
@ApiBearerAuth()
@Controller('api/v1/projections')
export class ProjectionsStatusController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get('status')
  @SignedIn()
  @ApiOperation({ summary: 'Stopped projections and parked bus messages (admin)' })
  async status(@CurrentActor() actor: Actor): Promise<ProjectionsStatus> {
    requireAdmin(actor);
    return this.infra.projectionsStatus();
  }

  @Post(':name/retry')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Try a stopped projection again (admin)' })
  async retry(@CurrentActor() actor: Actor, @Param('name') name: string): Promise<ProjectionRetryAnswer> {
    requireAdmin(actor);
    if (!PROJECTION_NAME.test(name) || !(await this.infra.retryProjection(name))) {
      throw new NotFoundException('No stopped projection of that name');
    }
    return { name, retrying: true };
  }
}
