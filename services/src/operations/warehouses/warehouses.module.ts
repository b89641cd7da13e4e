import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ImportStorageTypesHandler } from './import-storage-types.handler.js';
import { LocationRoomController } from './location-room.controller.js';
import { WarehousesController } from './warehouses.controller.js';

/** Warehouses, locations, teams, blocked slots, boxes and storage types: their list calls and the CSV import. */
@Module({
  imports: [CqrsModule],
  controllers: [WarehousesController, LocationRoomController],
  providers: [ImportStorageTypesHandler],
})
export class WarehousesModule {}
