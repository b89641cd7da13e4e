import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BulkUpdateStoragesHandler } from './bulk-update-storages.handler.js';
import { BulkCheckInHandler } from './bulk-check-in.handler.js';
import { StorageCommandHandler } from './storage-command.handler.js';
import { StoragesController } from './storages.controller.js';
import { OrderStoragesController } from './storage-loop/order-storages.controller.js';
import { RequestOrderStoragesHandler } from './storage-loop/request-order-storages.handler.js';

/** The storages half of the operations context: storages and their storage records. */
@Module({
  imports: [CqrsModule],
  controllers: [StoragesController, OrderStoragesController],
  providers: [StorageCommandHandler, BulkUpdateStoragesHandler, RequestOrderStoragesHandler, BulkCheckInHandler],
})
export class StoragesModule {}
