import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BoxesListQuery, StorageTypesListQuery, WarehousesListQuery } from '@console/contracts';
import type { Response } from 'express';
import { commandContextOf, type Actor } from '../../core/command-context.js';
import { decodeOrThrow } from '../../core/http/decode.js';
import { awaitReadModels } from '../../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission } from '../../core/auth/auth.decorators.js';
import {
  ImportStorageTypesCommand,
  StorageTypeImportBody,
  type StorageTypeImportResult,
} from './storage-type-import.js';
import type { PartnerScope } from '../../core/http/sorted-page.js';
import { WarehousesQueries } from './warehouses.queries.js';
import { Reply } from '../../core/http/route-params.js';
import { CommandController } from '../../core/http/command-controller.js';

const scopeOf = (actor: Actor): PartnerScope => (actor.isPartner ? { partnerId: actor.partnerId } : {});

/**
 * The list calls of warehouses, boxes and storage types (spec 1 §7.2) and the storage type CSV import (spec 3 §2,
 * §5). Records are created, changed and deleted through the generic resource calls (/api/warehouses, ...; app/resource-routes.module.ts).
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller()
export class WarehousesController extends CommandController {
  private readonly queries = new WarehousesQueries(this.infra.db);

  @Post('api/v1/warehouses/list')
  @HttpCode(200)
  @RequirePermission('warehouses', 'list')
  @ApiOperation({ summary: 'Warehouses list call: searchTerm, countryIds, cityIds, isActive; default sort id ASC' })
  warehouses(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.warehouses(decodeOrThrow(WarehousesListQuery, body ?? {}), scopeOf(actor));
  }

  @Post('api/v1/boxes/list')
  @HttpCode(200)
  @RequirePermission('boxes', 'list')
  @ApiOperation({
    summary:
      'Boxes list call: searchTerm, userIds, partnerIds, countryIds, warehouseIds, statuses, codes; default id DESC',
  })
  boxes(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.boxes(decodeOrThrow(BoxesListQuery, body ?? {}), scopeOf(actor));
  }

  @Post('api/v1/storages/types/list')
  @HttpCode(200)
  @RequirePermission('storage-types', 'list')
  @ApiOperation({
    summary:
      'Storage types list call: searchTerm, userIds, inventory, storageStatuses, codes, names, partnerIds, countryIds; default id DESC',
  })
  storageTypes(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.storageTypes(decodeOrThrow(StorageTypesListQuery, body ?? {}), scopeOf(actor));
  }

  @Post('api/v1/storage-types/import')
  @HttpCode(200)
  @RequirePermission('storage-types', 'create')
  @ApiOperation({
    summary:
      "Storage type CSV import (parsed by the console): { fields: header, rows }. 400 'Missing fields: {list}', or 'Validation error' with errors at rows.<n>.<field>; else every row is saved (inventory true, partner 1)",
  })
  async importCsv(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    const input = decodeOrThrow(StorageTypeImportBody, body);
    const { created, updated, position } = await this.commands.execute<
      ImportStorageTypesCommand,
      StorageTypeImportResult
    >(new ImportStorageTypesCommand(input, commandContextOf(actor)));
    await awaitReadModels(this.infra.readModels, position, res);
    return { created, updated };
  }
}
