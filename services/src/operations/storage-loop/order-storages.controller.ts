import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequestOrderStoragesBody } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../../core/command-context.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { awaitCommandEffects } from '../../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../../core/auth/auth.decorators.js';
import { storageScopeOf } from '../storages.controller.js';
import { StoragesQueries } from '../storages.queries.js';
import { RequestOrderStoragesCommand, type RequestOrderStoragesResult } from './request-order-storages.handler.js';
import { IdParam, Reply } from '../../core/http/route-params.js';
import { CommandController } from '../../core/http/command-controller.js';

/** Spec 2 §9: an order's storages are loaded 200 at a time. */
const ORDER_STORAGES_LIMIT = 200;

/**
 * Create Pickup, Drop or Delivery from an order (issue 31): the form first asks for the order's storages, made from
 * its quoted items when it has none, and opens once they are listed (the answer waits for the storage mover and the
 * storages read model, and carries the order's storages, the list the form reads next).
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class OrderStoragesController extends CommandController {
  private readonly queries = new StoragesQueries(this.infra.db);

  @Post('api/v1/orders/:id/request-storages')
  @HttpCode(200)
  @RequirePermission('requests', 'create')
  @ApiOperation({
    summary:
      "Makes a confirmed order's storages from its quoted items when it has none (OrderStoragesRequested), for Create Pickup / Drop / Delivery; answers the order's storages",
  })
  async requestStorages(
    @IdParam() id: number,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ) {
    const { type } = decodeOrThrow(RequestOrderStoragesBody, body);
    const result = await this.commands.execute<RequestOrderStoragesCommand, RequestOrderStoragesResult>(
      new RequestOrderStoragesCommand(id, type, commandContextOf(actor), actor.isPartner ? actor.partnerId : undefined),
    );
    await awaitCommandEffects(this.infra, result, res);
    const { results } = await this.queries.list(
      { limit: ORDER_STORAGES_LIMIT, page: 1, sortBy: 'id', sortOrder: 'ASC', orderIds: [id] },
      storageScopeOf(actor),
    );
    return { orderId: id, requested: result.requested, storages: results };
  }
}
