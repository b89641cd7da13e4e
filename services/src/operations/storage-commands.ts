import type { BulkStorageChanges, StorageCommand } from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';

/** Which storages a caller reaches: a partner user only its partner's (another's answers 404, as if absent). */
export interface StorageCommandScope {
  readonly partnerId?: number;
}

/** One command on the storage `id` (for CreateStorage, the new id); existence and scope judged on its stream. */
export class StorageCommandMessage {
  constructor(
    readonly id: number,
    readonly command: StorageCommand,
    readonly ctx: CommandContext,
    readonly scope: StorageCommandScope = {},
  ) {}
}

/** The bulk update of selected storages: every storage or none (issue 11). */
export class BulkUpdateStoragesMessage {
  constructor(
    readonly ids: readonly number[],
    readonly changes: BulkStorageChanges,
    readonly ctx: CommandContext,
    readonly scope: StorageCommandScope = {},
  ) {}
}
