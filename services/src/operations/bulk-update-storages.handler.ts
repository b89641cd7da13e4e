import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BulkStorageChanges, StorageState } from '@console/contracts';
import { AggregateRepository, type Handled } from '../core/aggregate-repository.js';
import { lastPosition } from '../core/compensated-appends.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { StorageCommandHandler, type StorageCommandResult } from './storage-command.handler.js';
import { BulkUpdateStoragesMessage } from './storage-commands.js';

/** The values a bulk update changed, as they were: what sets them back. */
const previousValues = (changes: BulkStorageChanges, before: StorageState): BulkStorageChanges => {
  const was = (before ?? {}) as Readonly<Record<string, unknown>>;
  return Object.fromEntries(Object.keys(changes).map((k) => [k, was[k] ?? null]));
};

/**
 * Bulk update of selected storages (spec 2 §2): one stream per storage, so all or nothing by hand (issue 11).
 * Every storage is decided first (exists for the caller, the change allowed); only then are they appended, and
 * if one append fails the storages already changed get their old values back (StorageBulkUpdated, command
 * UndoBulkUpdateStorage) before the error is answered.
 */
@CommandHandler(BulkUpdateStoragesMessage)
export class BulkUpdateStoragesHandler implements ICommandHandler<
  BulkUpdateStoragesMessage,
  StorageCommandResult | undefined
> {
  private readonly repository: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    private readonly storages: StorageCommandHandler,
  ) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ ids, changes, ctx, scope }: BulkUpdateStoragesMessage): Promise<StorageCommandResult | undefined> {
    const decided = [];
    for (const id of ids)
      decided.push(
        await this.storages.prepare(id, { type: 'BulkUpdateStorage', changes }, ctx, scope, (handled) => {
          const applied = handled.events.find((e) => e.type === 'StorageBulkUpdated');
          if (!applied) return undefined;
          const undo = previousValues((applied.data as { changes: BulkStorageChanges }).changes, handled.previous);
          return {
            command: 'UndoBulkUpdateStorage',
            events: [{ type: 'StorageBulkUpdated', data: { id, changes: undo } }],
          };
        }),
      );
    const results = await this.repository.runAll(decided);
    const position = lastPosition(results);
    return position
      ? {
          id: ids[ids.length - 1] ?? 0,
          position,
          events: (results as Handled<StorageState>[]).flatMap((r) => r.events),
        }
      : undefined;
  }
}
