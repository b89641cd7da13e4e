import type { StorageCommand } from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';

/** One command on the storage `id` (for CreateStorage, the new id). */
export class StorageCommandMessage {
  constructor(
    readonly id: number,
    readonly command: StorageCommand,
    readonly ctx: CommandContext,
  ) {}
}
