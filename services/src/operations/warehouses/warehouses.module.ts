import { Module } from '@nestjs/common';
import { WarehousesController } from './warehouses.controller.js';

/** Warehouses, locations, teams, blocked slots, boxes and storage types: their list calls and the CSV import. */
@Module({ controllers: [WarehousesController] })
export class WarehousesModule {}
