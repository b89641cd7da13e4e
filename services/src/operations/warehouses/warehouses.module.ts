import { Module } from '@nestjs/common';
import { BLOCKED_SLOT_RESOURCE, BOX_RESOURCE, LOCATION_RESOURCE, STORAGE_TYPE_RESOURCE, TEAM_RESOURCE, WAREHOUSE_RESOURCE } from '@console/contracts';
import { resourceController } from '../../core/resources/resource.controller.js';
import { storageTypeRows } from './storage-type-rows.js';
import { WarehousesController } from './warehouses.controller.js';

/**
 * Warehouses, locations, teams, blocked slots, boxes and storage types: their generic calls (storage type rows
 * carry their storages' figures), their list calls and the CSV import.
 */
@Module({
  controllers: [
    WarehousesController,
    resourceController(STORAGE_TYPE_RESOURCE, { rows: storageTypeRows }),
    resourceController(WAREHOUSE_RESOURCE),
    resourceController(LOCATION_RESOURCE),
    resourceController(TEAM_RESOURCE),
    resourceController(BLOCKED_SLOT_RESOURCE),
    resourceController(BOX_RESOURCE),
  ],
})
export class WarehousesModule {}
