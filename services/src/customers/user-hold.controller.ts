import { Body, Controller, Delete, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PutUserOnHoldBody, type UserRow } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../core/command-context.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { acceptedNotYetReadable, awaitReadModels } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../core/auth/auth.decorators.js';
import type { CommandResult } from './commands/register-user.handler.js';
import { UserHoldCommand } from './commands/user-hold.handler.js';
import { UsersQueries } from './users.queries.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

/**
 * Put a customer on hold with a hold reason ('Customer put on hold', spec 1 §4) and release the hold: users-update,
 * as the status actions; a partner user only its partner's customers (another's 404). Registered before the users
 * controller, whose `POST api/users/:id/:action` would otherwise answer 'No action hold'.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller('api/users/:id/hold')
export class UserHoldController extends CommandController {
  private readonly queries = new UsersQueries(this.infra.db);

  @Post()
  @HttpCode(200)
  @RequirePermission('users', 'update')
  @ApiOperation({ summary: 'Put a customer on hold {holdReasonId, reason?} (UserPutOnHold)' })
  async put(
    @IdParam() id: number,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<UserRow | Record<string, unknown>> {
    const input = decodeOrThrow(PutUserOnHoldBody, body);
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    return this.run(
      new UserHoldCommand(id, { holdReasonId: input.holdReasonId, reason }, this.scope(actor), commandContextOf(actor)),
      res,
      actor,
    );
  }

  @Delete()
  @RequirePermission('users', 'update')
  @ApiOperation({ summary: "Release a customer's hold (UserHoldReleased)" })
  release(
    @IdParam() id: number,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ): Promise<UserRow | Record<string, unknown>> {
    return this.run(new UserHoldCommand(id, null, this.scope(actor), commandContextOf(actor)), res, actor);
  }

  private scope(actor: Actor) {
    return actor.isPartner ? { partnerId: actor.partnerId } : {};
  }

  private async run(command: UserHoldCommand, res: Response, actor: Actor) {
    const result = await this.commands.execute<UserHoldCommand, CommandResult>(command);
    await awaitReadModels(this.infra.readModels, result.position, res);
    const row = await this.queries.get(result.id, this.scope(actor));
    // The command found the customer on its stream: a row not readable yet is a lagging read model, never a 404.
    return row ?? acceptedNotYetReadable(res, { id: result.id });
  }
}
