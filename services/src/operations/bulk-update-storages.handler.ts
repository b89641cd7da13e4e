import crypto from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STORAGE_CATEGORY, streamIdOf, type BulkStorageChanges, type StorageState } from '@console/contracts';
import type { Handled } from '../core/aggregate-repository.js';
import { metadataFor } from '../core/command-context.js';
import { lastPosition, runCompensated, step } from '../core/compensated-appends.js';
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
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly storages: StorageCommandHandler,
  ) {}

  async execute({ ids, changes, ctx, scope }: BulkUpdateStoragesMessage): Promise<StorageCommandResult | undefined> {
    const decided = [];
    for (const id of ids)
      decided.push({
        id,
        decision: await this.storages.prepare(id, { type: 'BulkUpdateStorage', changes }, ctx, scope),
      });
    const results = await runCompensated(
      decided.map(({ id, decision }) =>
        step<Handled<StorageState>>({
          name: `bulk update of storage ${id}`,
          append: () => decision.append(),
          compensate: async (handled) => {
            const applied = handled.events.find((e) => e.type === 'StorageBulkUpdated');
            if (!applied) return;
            const undo = previousValues((applied.data as { changes: BulkStorageChanges }).changes, handled.previous);
            await this.infra.store.append(
              streamIdOf(STORAGE_CATEGORY, id),
              [
                {
                  id: crypto.randomUUID(),
                  type: 'StorageBulkUpdated',
                  data: { id, changes: undo },
                  metadata: metadataFor(ctx, 'UndoBulkUpdateStorage', new Date()),
                },
              ],
              'any',
            );
          },
        }),
      ),
    );
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
