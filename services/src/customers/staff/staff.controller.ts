import { Body, Controller, Get, Inject, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeStaffRolesBody,
  CreateStaffBody,
  isIsoInstant,
  roleChangeRefusal,
  STAFF_ALREADY,
  STAFF_NO_ROLES,
  staffPermissionsAsOf,
  staffRolesHistory,
  validationError,
  type GlobalPosition,
  type StaffPermissionsAsOf,
  type StaffRow,
} from '@console/contracts';
import type { Response } from 'express';
import { PatchUserCommand } from '../commands/user-commands.js';
import { readUser } from '../customers.facts.js';
import { commandContextOf, type Actor } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { parseGenericQuery } from '../../core/http/generic-query.js';
import { acceptedNotYetReadable, awaitReadModels } from '../../core/http/read-your-writes.js';
import { SessionFences } from '../../core/http/session-fences.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../../core/auth/auth.decorators.js';
import { STAFF_GENERIC_FIELDS, StaffQueries, type StaffScope } from './staff.queries.js';
import { IdParam, Reply } from '../../core/http/route-params.js';

const scopeOf = (actor: Actor): StaffScope => (actor.isPartner ? { partnerId: actor.partnerId } : {});
const notFound = (id: number) => new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });

/**
 * Staff permissions (spec 3 §2 "Staff permissions", `/staff`) and the Staff Users list (`/staff-users`). A change
 * of roles is a StaffRolesChanged on the user's stream (customers' PatchUserCommand): the users read model takes
 * it, which drops the user from the actor cache, so the very next call of theirs runs with the new roles.
 * Served by the customers context although identity owns the rules (contracts' identity/staff-roles.ts): the roles
 * live on the user's stream, which customers decides, and identity's index is imported by customers (the password
 * hash), so a controller in identity sending customers' command would close a circle.
 */
@ApiTags('identity')
@ApiBearerAuth()
@Controller()
export class StaffController {
  private readonly queries: StaffQueries;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly fences: SessionFences,
  ) {
    this.queries = new StaffQueries(infra.db);
  }

  @Get('api/staff')
  @RequirePermission('staff', 'list')
  @ApiOperation({ summary: 'Staff members (users holding roles), generic find' })
  list(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.members(
      parseGenericQuery(query, STAFF_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      scopeOf(actor),
    );
  }

  @Get('api/staff-users')
  @RequirePermission('staff-users', 'list')
  @ApiOperation({ summary: 'Staff users (accounts of type staff), generic find' })
  staffUsers(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.staffUsers(
      parseGenericQuery(query, STAFF_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      scopeOf(actor),
    );
  }

  @Get('api/staff/:id')
  @RequirePermission('staff', 'view')
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<StaffRow> {
    const row = await this.queries.get(id, scopeOf(actor));
    if (!row) throw notFound(id);
    return row;
  }

  @Get('api/staff/:id/permissions')
  @RequirePermission('staff', 'view')
  @ApiOperation({ summary: "A staff member's roles and permissions as of an instant (?at=ISO), and every change" })
  async permissionsAsOf(
    @IdParam() id: number,
    @Query('at') at: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<StaffPermissionsAsOf> {
    if (at !== undefined && (typeof at !== 'string' || !isIsoInstant(at))) {
      throw new DomainException(validationError([{ path: 'at', message: 'must be an ISO-8601 instant' }]));
    }
    // Read from the stream, not the read model: the answer must hold for any past instant (ARCHITECTURE §5).
    const events = await this.infra.store.readStream(`user-${id}`);
    const registered = events.find((e) => e.type === 'UserRegistered');
    const partnerId = (registered?.data as { profile?: { partnerId?: number } } | undefined)?.profile?.partnerId;
    const scope = scopeOf(actor);
    if (!registered || (scope.partnerId !== undefined && partnerId !== scope.partnerId)) throw notFound(id);
    return staffPermissionsAsOf(id, at ?? new Date().toISOString(), staffRolesHistory(events));
  }

  @Post('api/staff')
  @RequirePermission('staff', 'create')
  @ApiOperation({ summary: 'Make a user staff: give it roles, with a reason' })
  @ApiBody({ schema: { example: { userId: 12, roles: ['sales-staff'], reason: 'Hired for sales' } } })
  async create(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const { userId, roles, reason } = decodeOrThrow(CreateStaffBody, body);
    if (roles.length === 0) throw new DomainException(validationError([{ path: 'roles', message: STAFF_NO_ROLES }]));
    // A user who holds roles already is edited, not made staff again (409); the stream's refusal below covers a race.
    if ((await readUser(this.infra.store, userId))?.profile.roles.length) {
      throw new DomainException({ kind: 'conflict', message: STAFF_ALREADY });
    }
    return this.change(userId, roles, reason, actor, res, true);
  }

  @Patch('api/staff/:id')
  @RequirePermission('staff', 'update')
  @ApiOperation({
    summary: "Change a staff member's roles (the picked list, or cloneFrom another member), with a reason",
  })
  @ApiBody({ schema: { example: { roles: ['accounts-staff'], reason: 'Moved to accounting' } } })
  async update(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(ChangeStaffRolesBody, body);
    let roles: readonly string[];
    if ('cloneFrom' in input) {
      const source = await readUser(this.infra.store, input.cloneFrom);
      const scope = scopeOf(actor);
      if (!source || (scope.partnerId !== undefined && source.profile.partnerId !== scope.partnerId)) {
        throw new DomainException(validationError([{ path: 'cloneFrom', message: 'No such staff member' }]));
      }
      roles = source.profile.roles;
    } else {
      roles = input.roles;
    }
    return this.change(id, roles, input.reason, actor, res, false);
  }

  private async change(
    id: number,
    roles: readonly string[],
    reason: string,
    actor: Actor,
    res: Response,
    creating: boolean,
  ): Promise<StaffRow | Record<string, unknown>> {
    const scope = scopeOf(actor);
    const result = await this.commands.execute<PatchUserCommand, { id: number; position: GlobalPosition | undefined }>(
      new PatchUserCommand(
        id,
        { changes: { roles: [...roles] }, rolesReason: reason.trim() },
        scope,
        commandContextOf(actor),
        // Judged on the user's stream: a user who already holds roles is made staff once (then edited).
        (current) =>
          (creating && current.roles.length > 0 ? STAFF_ALREADY : undefined) ??
          roleChangeRefusal(actor.permissions, current.roles, roles),
      ),
    );
    await awaitReadModels(this.infra.readModels, result.position, res, {
      tables: ['rm.users'],
      fences: this.fences,
      actorId: actor.id,
    });
    const row = await this.queries.get(result.id, scope);
    return row ?? acceptedNotYetReadable(res, { id: result.id });
  }
}
