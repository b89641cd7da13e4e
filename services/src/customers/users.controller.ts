import { Body, Controller, Get, Inject, Param, Patch, Post, Query, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  accountChangeRefusal,
  accountCreateRefusal,
  can,
  PatchUserBody,
  RegisterUserBody,
  userSettingsRefusal,
  userStatusActionFor,
  USER_STATUS_ACTIONS,
  type UserStatusAction,
  UsersListQuery,
  validateProfile,
  validationError,
  type UserRow,
} from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf as contextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { acceptedNotYetReadable, awaitReadModels, type AnswerReads } from '../core/http/read-your-writes.js';
import { SessionFences } from '../core/http/session-fences.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { CurrentActor, RequirePermission, SignedIn } from '../core/auth/auth.decorators.js';
import { RegisterUserCommand } from './commands/register-user.command.js';
import type { CommandResult } from './commands/register-user.handler.js';
import { PatchUserCommand } from './commands/user-commands.js';
import { USER_GENERIC_FIELDS, UsersQueries, type UserScope } from './users.queries.js';
import { splitGenericTags } from './generic-tags.js';
import { IdParam, Reply } from '../core/http/route-params.js';

const isUserStatusAction = (a: string): a is UserStatusAction => Object.hasOwn(USER_STATUS_ACTIONS, a);

/**
 * The read-model tables the answer of a user PATCH is read from (UsersQueries.get): the answer waits for their
 * projection only, the customer's name in orders, requests, comments ... follows a moment later (issue 13).
 */
const USERS_ANSWER_READS: readonly string[] = ['rm.users'];

const scopeOf = (actor: Actor): UserScope => (actor.isPartner ? { partnerId: actor.partnerId } : {});

/**
 * What a user may change of their own record without users-update: 'Account Settings' (spec 1 §2.5), and the
 * console's language, which the header's switch keeps on the record (issue 36 §3).
 */
const PROFILE_FIELDS = ['name', 'phone', 'emailSignature', 'language'] as const;

/**
 * Customers (spec 1 §2.6, §7.2; spec 3 §4). `non-staff-users` and `customer-users` are the same resource seen
 * without staff (spec 1 §7.2: "non-staff-users is treated as users").
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller()
export class UsersController {
  private readonly queries: UsersQueries;

  constructor(
    private readonly commands: CommandBus,
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly fences: SessionFences,
  ) {
    this.queries = new UsersQueries(infra.db);
  }

  @Post('api/v1/users/list')
  @HttpCode(200)
  @RequirePermission('users', 'list')
  @ApiOperation({ summary: 'Users list call: filters of spec 1 §7.2, answers { results, totalCount }' })
  @ApiBody({
    schema: {
      example: {
        limit: 10,
        page: 1,
        sortBy: 'id',
        sortOrder: 'DESC',
        statuses: ['active'],
        excludeUserTypes: ['staff'],
      },
    },
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.list(decodeOrThrow(UsersListQuery, body ?? {}), scopeOf(actor));
  }

  @Get(['api/users', 'api/customers'])
  @RequirePermission('users', 'list')
  @ApiOperation({
    summary: 'Generic users find: field filters, [$gte] [$lte] [$gt] [$lt] [$in] [$nin] [$ne], $limit, $skip, $sort',
  })
  find(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    const tags = splitGenericTags(query);
    return this.queries.find(
      parseGenericQuery(tags.rest, USER_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      scopeOf(actor),
      tags.where,
    );
  }

  @Get(['api/non-staff-users', 'api/customer-users'])
  @RequirePermission('users', 'list')
  @ApiOperation({ summary: 'Generic find of customers (never staff)' })
  findCustomers(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    const tags = splitGenericTags(query);
    return this.queries.find(
      parseGenericQuery(tags.rest, USER_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      scopeOf(actor),
      (q) => tags.where(q.where('type', '!=', 'staff')),
    );
  }

  @Get(['api/users/:id', 'api/non-staff-users/:id', 'api/customer-users/:id', 'api/customers/:id'])
  @SignedIn()
  @ApiOperation({ summary: 'One user; any signed-in user may read their own record (profile)' })
  async get(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<UserRow> {
    if (id !== actor.id && !can(actor.permissions, 'users', 'view'))
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the users-view permission' });
    return this.readOrNotFound(id, id === actor.id ? {} : scopeOf(actor));
  }

  @Post(['api/users', 'api/non-staff-users', 'api/customers'])
  @RequirePermission('users', 'create')
  @ApiOperation({ summary: 'Register a customer (UserRegistered); answers the new row once projected' })
  async create(
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<UserRow | Record<string, unknown>> {
    const input = decodeOrThrow(RegisterUserBody, body);
    // Roles, type staff and another partner need more than users-create (contracts' account-changes).
    const refusal = accountCreateRefusal(actor.permissions, actor.partnerId, {
      ...input,
      ...(actor.isPartner ? { partnerId: actor.partnerId } : {}),
    });
    if (refusal) throw new DomainException({ kind: 'forbidden', message: refusal });
    const result = await this.commands.execute<RegisterUserCommand, CommandResult>(
      new RegisterUserCommand(input, contextOf(actor)),
    );
    res.status(201);
    return this.answer(result, res, scopeOf(actor));
  }

  /**
   * A PATCH that sets `status` is that status action; one with only `tags`/`assigneeId` is an assignment; the rest
   * is an update, which never changes tags (spec 1 §7.6). Several kinds in one body run in that order.
   */
  @Patch(['api/users/:id', 'api/non-staff-users/:id', 'api/customers/:id'])
  @SignedIn()
  @ApiOperation({ summary: 'Update, assign or change the status of a user' })
  async patch(
    @IdParam() id: number,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<UserRow | Record<string, unknown>> {
    const input = decodeOrThrow(PatchUserBody, body);
    const { status, tags, assigneeId, ...changes } = input;
    const ownProfile =
      id === actor.id &&
      status === undefined &&
      tags === undefined &&
      assigneeId === undefined &&
      Object.keys(changes).every((k) => (PROFILE_FIELDS as readonly string[]).includes(k));
    if (!ownProfile && !can(actor.permissions, 'users', 'update')) {
      throw new DomainException({ kind: 'forbidden', message: 'You do not have the users-update permission' });
    }
    if (ownProfile) {
      const errors = 'name' in changes ? validateProfile({ name: changes.name ?? null }) : [];
      if (errors.length > 0) throw new DomainException(validationError(errors));
    }
    const scope = ownProfile ? {} : scopeOf(actor);
    if (actor.isPartner) delete changes.partnerId;
    // Every part is checked before anything is written: the status names an action, then one decision on the
    // user's stream (existence and scope too: the read model may lag behind a create just answered).
    const statusAction = status === undefined ? undefined : userStatusActionFor(status);
    if (status !== undefined && !statusAction)
      throw new DomainException(validationError([{ path: 'status', message: `No action sets status ${status}` }]));
    const assignment =
      tags !== undefined || assigneeId !== undefined
        ? { ...(tags ? { tags } : {}), ...(assigneeId !== undefined ? { assigneeId } : {}) }
        : undefined;
    const result = await this.commands.execute<PatchUserCommand, CommandResult>(
      new PatchUserCommand(
        id,
        {
          ...(Object.keys(changes).length > 0 ? { changes } : {}),
          ...(assignment ? { assignment } : {}),
          ...(statusAction ? { statusAction } : {}),
        },
        scope,
        contextOf(actor),
        ownProfile
          ? undefined
          : (current) =>
              // A staff account, its roles, type and partner need the staff permissions (contracts' account-changes),
              // judged against the account as its stream has it; the settings toggles are admin's, partner 1's.
              accountChangeRefusal(actor.permissions, current, {
                roles: changes.roles,
                type: changes.type,
                partnerId: changes.partnerId,
                status,
                other: Object.keys(changes).length > 0 || tags !== undefined || assigneeId !== undefined,
              }) ?? userSettingsRefusal(actor.permissions, changes.partnerId ?? current.partnerId, changes),
      ),
    );
    // A new e-mail is also the sign-in's (rm.credentials): that answer waits for every read model.
    const answerReads =
      changes.email === undefined ? { tables: USERS_ANSWER_READS, fences: this.fences, actorId: actor.id } : undefined;
    return this.answer(result, res, scope, answerReads);
  }

  @Post('api/users/:id/:action')
  @HttpCode(200)
  @RequirePermission('users', 'update')
  @ApiOperation({ summary: 'A status action of spec 3 §4 (suspend: admin or finance only)' })
  async statusAction(
    @IdParam() id: number,
    @Param('action') action: string,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<UserRow | Record<string, unknown>> {
    if (!isUserStatusAction(action)) throw new DomainException({ kind: 'not_found', message: `No action ${action}` });
    const result = await this.commands.execute<PatchUserCommand, CommandResult>(
      new PatchUserCommand(id, { statusAction: action }, scopeOf(actor), contextOf(actor), (current) =>
        // The status of a staff account is staff-users-update's (contracts' account-changes).
        accountChangeRefusal(actor.permissions, current, { status: action }),
      ),
    );
    return this.answer(result, res, scopeOf(actor));
  }

  /** `answerReads`: wait only for the projections of these tables (read-your-writes.ts); default every one. */
  private async answer(
    result: CommandResult,
    res: Response,
    scope: UserScope,
    answerReads?: AnswerReads,
  ): Promise<UserRow | Record<string, unknown>> {
    await awaitReadModels(this.infra.readModels, result.position, res, answerReads);
    const row = await this.queries.get(result.id, scope);
    // The command found the record on its stream: a row not readable yet is a lagging read model, never a 404.
    return row ?? acceptedNotYetReadable(res, { id: result.id });
  }

  private async readOrNotFound(id: number, scope: UserScope): Promise<UserRow> {
    const row = await this.queries.get(id, scope);
    if (!row) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return row;
  }
}
