import {
  EMPTY_LOCATION_SPACE,
  roomNotFound,
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
import { AggregateRepository, type Compensation, type Decided, type Handled } from '../core/aggregate-repository.js';
import { metadataFor, type CommandContext } from '../core/command-context.js';
import { StorageRunner } from './storage-runner.js';
import { recordNewRecords } from './child-parents.js';
import { listStorageOwners } from './customer-storages.js';
import { DomainException } from '../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../core/infrastructure.js';
import { StorageCommandMessage, type StorageCommandScope } from './storage-commands.js';
import { storageDecider, SYSTEM_STORAGE_ACTOR, type StorageActor, type StorageFacts } from './storage.decider.js';
import { readCatalogueRecord } from '../core/resources/resource-record.js';
import { readStorageTypeFacts } from './storage-facts.js';

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
    this.runner = new StorageRunner(infra.store);
  }

  private readonly runner: StorageRunner;

  async execute({ id, command, ctx, scope }: StorageCommandMessage): Promise<StorageCommandResult> {
    if (command.type === 'CheckInStorage' || command.type === 'CheckOutStorage' || command.type === 'MoveStorage') {
      // Whether the storage exists for the caller is judged on its stream (never the lagging read model).
      if (scope.partnerId !== undefined) {
        const { state } = await this.repository.load(storageDecider, STORAGE_EVENT_CODECS, id);
        if (!state || state.partnerId !== scope.partnerId)
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
      }
      // These touch a location's space as well as the storage: the runner takes and releases it.
      const checked = command.type === 'CheckInStorage' ? await this.checkInCommand(command) : command;
      const now = ctx.occurredAt ?? new Date();
      const run = await this.runner.run(id, checked, storageActorOf(ctx), {
        metadata: { ...metadataFor(ctx, checked.type, now) },
      });
      // A record the check-in opened names its storage on its own stream, for the record's PATCH (child-parents.ts).
      await recordNewRecords(this.infra.store, id, run.events, metadataFor(ctx, 'NumberStorageRecord', now));
      return { id, position: run.position, events: run.events };
    }
    const handled = await (await this.prepare(id, command, ctx, scope)).append();
    return { id, position: handled.position, events: handled.events };
  }

  /**
   * Decides a storage command without appending it. Whether the storage exists for the caller (its partner) is
   * judged on its stream, as are the facts the command needs (never the read model, which may lag).
   */
  async prepare(
    id: number,
    command: StorageCommand,
    ctx: CommandContext,
    scope: StorageCommandScope,
    /** What undoes it when a later part of the same command fails (the bulk update's other storages). */
    compensate?: (handled: Handled<StorageState>) => Compensation | undefined,
  ): Promise<Decided<StorageState>> {
    const checked =
      command.type === 'CheckInStorage' ? await this.checkInCommand(command) : await this.withRoomName(command);
    const decided = await this.repository.decide({
      decider: storageDecider,
      codecs: STORAGE_EVENT_CODECS,
      id,
      command: async (state: StorageState) => {
        if (
          command.type !== 'CreateStorage' &&
          (!state || (scope.partnerId !== undefined && state.partnerId !== scope.partnerId))
        ) {
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
        }
        return {
          type: checked.type,
          command: checked,
          actor: storageActorOf(ctx),
          facts: await this.factsFor(state, checked),
        };
      },
      ctx,
      ...(compensate ? { compensate } : {}),
    });
    // The customer a creation or a change of userId gives the storage to lists it first (customer-storages.ts).
    return {
      ...decided,
      append: async () => {
        await listStorageOwners(
          this.infra.store,
          id,
          decided.events,
          metadataFor(ctx, 'ListCustomerStorage', ctx.occurredAt ?? new Date()),
        );
        return decided.append();
      },
    };
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

  /**
   * A storage that names its room (the rooms lookup, spec 1 §7.6) takes the room's name from the room's stream, so
   * the name a list filters by is the lookup's, never a typed one; no room, no name; an unknown room is refused.
   */
  private async withRoomName(c: StorageCommand): Promise<StorageCommand> {
    if (c.type !== 'CreateStorage' && c.type !== 'UpdateStorage') return c;
    const fields = c.type === 'CreateStorage' ? c.fields : c.changes;
    if (fields.roomId === undefined) return c;
    let roomName: string | null = null;
    if (fields.roomId !== null) {
      const room = await readCatalogueRecord(this.infra.store, 'rooms', fields.roomId);
      if (!room) throw new DomainException(validationError([{ path: 'roomId', message: roomNotFound(fields.roomId) }]));
      roomName = typeof room['name'] === 'string' ? room['name'] : null;
    }
    const named: StorageFields = { ...fields, roomName };
    return c.type === 'CreateStorage' ? { ...c, fields: named } : { ...c, changes: named };
  }

  /** A check-in names a warehouse that exists and, optionally, a location of that warehouse. */
  private async checkInCommand(
    c: Extract<StorageCommand, { type: 'CheckInStorage' }>,
  ): Promise<Extract<StorageCommand, { type: 'CheckInStorage' }>> {
    const [warehouse, location] = await Promise.all([
      readCatalogueRecord(this.infra.store, 'warehouses', c.warehouseId),
      c.locationId === null ? Promise.resolve(null) : readCatalogueRecord(this.infra.store, 'locations', c.locationId),
    ]);
    if (!warehouse)
      throw new DomainException(validationError([{ path: 'warehouseId', message: warehouseNotFound(c.warehouseId) }]));
    if (c.locationId !== null) {
      if (!location)
        throw new DomainException(validationError([{ path: 'locationId', message: locationNotFound(c.locationId) }]));
      if (location['warehouseId'] !== c.warehouseId) {
        throw new DomainException(validationError([{ path: 'locationId', message: STORAGE_LOCATION_OTHER_WAREHOUSE }]));
      }
    }
    const countryId = typeof warehouse['countryId'] === 'number' ? warehouse['countryId'] : c.countryId;
    if (c.locationId === null || !location) return { ...c, countryId };
    // The location's room: its capacity and path from its stream; the space it holds is read by the runner.
    const room = {
      locationId: c.locationId,
      path: typeof location['path'] === 'string' ? location['path'] : String(c.locationId),
      capacity: typeof location['capacity'] === 'number' ? location['capacity'] : 0,
      warehouseId: c.warehouseId,
      warehouseCountryId: typeof warehouse['countryId'] === 'number' ? warehouse['countryId'] : null,
      space: EMPTY_LOCATION_SPACE,
    };
    return { ...c, countryId, room };
  }
}
