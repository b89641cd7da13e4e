import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddressesListQuery } from '@console/contracts';
import type { Actor } from '../../core/command-context.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { CurrentActor, RequirePermission } from '../../core/auth/auth.decorators.js';
import { AddressesQueries } from './addresses.queries.js';

/**
 * The addresses list call (spec 1 §7.2, spec 2 §7). Addresses are created, changed and deleted through the generic
 * resource calls (/api/addresses, registered by app/resource-routes.module.ts), which fill the partner and country from the customer and the city.
 */
@ApiTags('customers')
@ApiBearerAuth()
@Controller()
export class AddressesController {
  private readonly queries: AddressesQueries;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.queries = new AddressesQueries(infra.db);
  }

  @Post('api/v1/addresses/list')
  @HttpCode(200)
  @RequirePermission('addresses', 'list')
  @ApiOperation({
    summary:
      'Addresses list call: searchTerm, partnerIds, userIds, cityIds, countryIds, createdDateRange; default id DESC',
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.list(
      decodeOrThrow(AddressesListQuery, body ?? {}),
      actor.isPartner ? { partnerId: actor.partnerId } : {},
    );
  }
}
