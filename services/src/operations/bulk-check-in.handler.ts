import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  latestPosition,
  STORAGE_RECORD_ID_CATEGORY,
  type BulkCheckInOutcome,
  type GlobalPosition,
} from '@console/contracts';
import type { CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { StorageCommandHandler } from './storage-command.handler.js';
import { StorageCommandMessage, type StorageCommandScope } from './storage-commands.js';

/** Putting away in bulk (issue 31): each placement one check-in of its storage. */
export class BulkCheckInMessage {
  constructor(
    readonly warehouseId: number,
    readonly placements: readonly { readonly storageId: number; readonly locationId: number | null }[],
    readonly override: boolean,
    readonly ctx: CommandContext,
    readonly scope: StorageCommandScope = {},
  ) {}
}

export interface BulkCheckInResult {
  readonly results: readonly BulkCheckInOutcome[];
  /** The latest position stored: what the answer's read waits for. */
  readonly position: GlobalPosition | undefined;
}

/**
 * One check-in per storage, in the order given, each by the storage command handler (the one check-in decider, the
 * location's space stream, the country check), so a bulk put-away obeys exactly what one does. Unlike the bulk
 * update it is not all or nothing: a storage refused (no room left, another country, already there) is named with
 * its reason and the others are put away, as a person doing them one by one would have; the answer lists both.
 * One after the other: storages placed in one location take its room in turn (its space stream's version).
 */
@CommandHandler(BulkCheckInMessage)
export class BulkCheckInHandler implements ICommandHandler<BulkCheckInMessage, BulkCheckInResult> {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly storages: StorageCommandHandler,
  ) {}

  async execute({ warehouseId, placements, override, ctx, scope }: BulkCheckInMessage): Promise<BulkCheckInResult> {
    const results: BulkCheckInOutcome[] = [];
    const positions: GlobalPosition[] = [];
    for (const { storageId, locationId } of placements) {
      try {
        const recordId = await this.infra.ids.next(STORAGE_RECORD_ID_CATEGORY);
        const done = await this.storages.execute(
          new StorageCommandMessage(
            storageId,
            {
              type: 'CheckInStorage',
              recordId,
              warehouseId,
              locationId,
              orderId: null,
              countryId: null,
              ...(override ? { override: true } : {}),
            },
            ctx,
            scope,
          ),
        );
        if (done.position) positions.push(done.position);
        results.push({ storageId, locationId, outcome: 'checkedIn' });
      } catch (e) {
        if (!(e instanceof DomainException)) throw e;
        const errors = e.error.errors ?? [];
        results.push({
          storageId,
          locationId,
          outcome: 'refused',
          // A 400's own message is 'Validation error': its first field error says what was wrong.
          message: errors[0]?.message ?? e.error.message,
          ...(errors.length > 0 ? { errors } : {}),
        });
      }
    }
    return { results, position: latestPosition(positions) };
  }
}
