import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BulkUpdateStoragesHandler } from './bulk-update-storages.handler.js';
import { StorageCommandHandler } from './storage-command.handler.js';
import { StoragesController } from './storages.controller.js';

/** The storages half of the operations context: storages and their storage records. */
@Module({
  imports: [CqrsModule],
  controllers: [StoragesController],
  providers: [StorageCommandHandler, BulkUpdateStoragesHandler],
})
export class StoragesModule {}
