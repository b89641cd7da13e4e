import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { ImportStorageTypesCommand, importStorageTypes, type StorageTypeImportResult } from './storage-type-import.js';

/** Every row of the file decided by the storage types' decider before the first append: all or nothing. */
@CommandHandler(ImportStorageTypesCommand)
export class ImportStorageTypesHandler implements ICommandHandler<ImportStorageTypesCommand, StorageTypeImportResult> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  execute({ body, ctx }: ImportStorageTypesCommand): Promise<StorageTypeImportResult> {
    return importStorageTypes(this.infra, body, ctx);
  }
}
