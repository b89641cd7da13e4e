import {
  STORAGE_EVENT_CODECS,
  STORAGE_LOCATION_OTHER_WAREHOUSE,
  validationError,
  type GlobalPosition,
  type StorageCommand,
  type StorageFields,
  type StorageState,
} from '@console/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository, type Decided } from '../core/aggregate-repository.js';
import type { CommandContext } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { StorageCommandMessage, type StorageCommandScope } from './storage-commands.js';
import { storageDecider, SYSTEM_STORAGE_ACTOR, type StorageActor, type StorageFacts } from './storage.decider.js';
import { readCatalogueRecord, readStorageTypeFacts } from './storage-facts.js';

export interface StorageCommandResult {
  readonly id: number;
  readonly position: GlobalPosition | undefined;
  readonly events: readonly { readonly type: string }[];
}

export const storageActorOf = (ctx: CommandContext): StorageActor =>
  ctx.actor ? { userId: ctx.actor.id, isAdmin: ctx.actor.permissions.includes('admin') } : SYSTEM_STORAGE_ACTOR;

export const warehouseNotFound = (id: number) => `No warehouse found for id '${id}'`;
export const locationNotFound = (id: number) => `No location found for id '${id}'`;

/**
 * Every storage command: the facts it needs from other streams (the storage type, the parent storage, the
 * warehouse and location of a check-in) are read here, then the decider decides.
 */
@CommandHandler(StorageCommandMessage)
export class StorageCommandHandler implements ICommandHandler<StorageCommandMessage, StorageCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, command, ctx, scope }: StorageCommandMessage): Promise<StorageCommandResult> {
    const handled = await (await this.prepare(id, command, ctx, scope)).append();
    return { id, position: handled.position, events: handled.events };
  }

  /**
   * Decides a storage command without appending it. Whether the storage exists for the caller (its partner) is
   * judged on its stream, as are the facts the command needs (never the read model, which may lag).
   */
  async prepare(id: number, command: StorageCommand, ctx: CommandContext, scope: StorageCommandScope): Promise<Decided<StorageState>> {
    const checked = command.type === 'CheckInStorage' ? await this.checkInCommand(command) : command;
    return this.repository.decide(
      storageDecider,
      STORAGE_EVENT_CODECS,
      id,
      async (state: StorageState) => {
        if (command.type !== 'CreateStorage' && (!state || (scope.partnerId !== undefined && state.partnerId !== scope.partnerId))) {
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
        }
        return { type: checked.type, command: checked, actor: storageActorOf(ctx), facts: await this.factsFor(state, checked) };
      },
      ctx,
    );
  }

  private async factsFor(state: StorageState, command: StorageCommand): Promise<StorageFacts> {
    let fields: StorageFields | undefined;
    if (command.type === 'CreateStorage') fields = command.fields;
    else if (command.type === 'UpdateStorage') fields = state ? { ...state, ...command.changes } : command.changes;
    if (!fields) return {};
    const typeId = fields.storagetypeId;
    const parentId = fields.isPart === true ? fields.parentId : undefined;
    const [storageType, parent] = await Promise.all([
      typeof typeId === 'number' ? readStorageTypeFacts(this.infra.store, typeId) : Promise.resolve(undefined),
      typeof parentId === 'number'
        ? this.repository.load(storageDecider, STORAGE_EVENT_CODECS, parentId).then((r) => r.state)
        : Promise.resolve(undefined),
    ]);
    return { ...(storageType !== undefined ? { storageType } : {}), ...(parent !== undefined ? { parent } : {}) };
  }

  /** A check-in names a warehouse that exists and, optionally, a location of that warehouse. */
  private async checkInCommand(c: Extract<StorageCommand, { type: 'CheckInStorage' }>): Promise<StorageCommand> {
    const [warehouse, location] = await Promise.all([
      readCatalogueRecord(this.infra.store, 'warehouses', c.warehouseId),
      c.locationId === null ? Promise.resolve(null) : readCatalogueRecord(this.infra.store, 'locations', c.locationId),
    ]);
    if (!warehouse) throw new DomainException(validationError([{ path: 'warehouseId', message: warehouseNotFound(c.warehouseId) }]));
    if (c.locationId !== null) {
      if (!location) throw new DomainException(validationError([{ path: 'locationId', message: locationNotFound(c.locationId) }]));
      if (location['warehouseId'] !== c.warehouseId) {
        throw new DomainException(validationError([{ path: 'locationId', message: STORAGE_LOCATION_OTHER_WAREHOUSE }]));
      }
    }
    const countryId = typeof warehouse['countryId'] === 'number' ? warehouse['countryId'] : c.countryId;
    return { ...c, countryId };
  }
}
