import {
  EMPTY_LOCATION_SPACE,
  evolveLocationSpace,
  isDomainError,
  openStorageRecord,
  LOCATION_SPACE_CATEGORY,
  LOCATION_SPACE_EVENT_CODECS,
  STORAGE_EVENT_CODECS,
  streamIdOf,
  type EventMetadata,
  type GlobalPosition,
  type LocationSpace,
  type LocationSpaceEvent,
  type RecordedEvent,
  type StorageCommand,
  type StorageEvent,
  type StorageState,
} from '@console/contracts';
import type { EventStore } from '@console/infra';
import { AggregateRepository, decodeEvent } from '../core/aggregate-repository.js';
import { retryOnConflict } from '../core/command-retry.js';
import { DomainException } from '../core/domain.exception.js';
import { storageDecider, type StorageActor, type StorageDecision } from './storage.decider.js';

/** Who and why, as the events' metadata will say (a person's HTTP call, the seed, or the storage mover). */
export interface StorageRunContext {
  readonly metadata: Omit<EventMetadata, 'command'>;
  /** Event ids for the appended events (the mover derives them from its cause); random otherwise. */
  readonly eventId?: (index: number) => string;
  /**
   * The mover's cause (a request's event id): when the storage's stream already holds an event it caused, the move
   * is done and nothing is appended; checked on every attempt, so a second mover racing the first adds nothing.
   */
  readonly causedBy?: string;
}

export interface StorageRun {
  readonly state: StorageState;
  readonly position: GlobalPosition | undefined;
  readonly events: readonly StorageEvent[];
}

export const storageStream = (id: number): string => streamIdOf(storageDecider.category, id);
export const locationSpaceStream = (locationId: number): string => streamIdOf(LOCATION_SPACE_CATEGORY, locationId);

export const readLocationSpace = async (
  store: EventStore,
  locationId: number,
): Promise<{ space: LocationSpace; version: number }> => {
  const events = await store.readStream(locationSpaceStream(locationId));
  const space = events.reduce(
    (s, e) => evolveLocationSpace(s, decodeEvent<LocationSpaceEvent>(LOCATION_SPACE_EVENT_CODECS, e.type, e.data)),
    EMPTY_LOCATION_SPACE,
  );
  return { space, version: events.length };
};

/**
 * Runs one storage command on its stream with the location space it touches (issue 14): read, decide, take the
 * location's space first (at the version read: two check-ins never share the last cubic metre), append the storage's
 * events at the version read, then release the location it left. A concurrent change decides again. A crash after
 * the space is taken and before the storage's append leaves the space held by that storage: the retry (the mover's
 * rerun, a person's second click) finds it its own and goes on.
 */
export class StorageRunner {
  private readonly repository: AggregateRepository;

  constructor(private readonly store: EventStore) {
    this.repository = new AggregateRepository(store);
  }

  /** The storage's recorded events (for the mover's check of what a cause already did). */
  readStorage(id: number): Promise<RecordedEvent[]> {
    return this.store.readStream(storageStream(id));
  }

  /** Read, decide and append at the versions read; a concurrent change to either stream decides it all again. */
  run(
    id: number,
    command: StorageCommand,
    actor: StorageActor,
    ctx: StorageRunContext,
    facts: StorageDecision['facts'] = {},
    prepare?: (state: StorageState) => Promise<StorageCommand>,
  ): Promise<StorageRun> {
    return retryOnConflict(() => this.attempt(id, command, actor, ctx, facts, prepare));
  }

  private async attempt(
    id: number,
    command: StorageCommand,
    actor: StorageActor,
    ctx: StorageRunContext,
    facts: StorageDecision['facts'],
    prepare?: (state: StorageState) => Promise<StorageCommand>,
  ): Promise<StorageRun> {
    const recorded = await this.readStorage(id);
    const { state, version } = this.repository.fold(storageDecider, STORAGE_EVENT_CODECS, recorded);
    if (ctx.causedBy !== undefined && recorded.some((e) => e.metadata.causationId === ctx.causedBy)) {
      return { state, position: undefined, events: [] };
    }
    let decided = prepare ? await prepare(state) : command;
    let space: { space: LocationSpace; version: number } | undefined;
    if (decided.type === 'CheckInStorage' && decided.room) {
      space = await readLocationSpace(this.store, decided.room.locationId);
      decided = { ...decided, room: { ...decided.room, space: space.space } };
    }
    const now = new Date(ctx.metadata.occurredAt);
    const result = storageDecider.decide({ type: decided.type, command: decided, actor, facts }, state, now);
    if (isDomainError(result)) {
      // Space this storage holds there but does not use (a try that stopped between its two appends): given back.
      if (
        space &&
        decided.type === 'CheckInStorage' &&
        decided.room &&
        space.space.holders[id] !== undefined &&
        state &&
        openStorageRecord(state)?.locationId !== decided.room.locationId
      ) {
        await this.release(decided.room.locationId, id, { ...ctx.metadata, command: 'ReleaseLocationSpace' });
      }
      throw new DomainException(result);
    }
    if (result.length === 0) return { state, position: undefined, events: [] };
    const origin = { metadata: ctx.metadata };
    const located = result.find((e) => e.type === 'StorageLocated');
    if (located && space && space.space.holders[id] === undefined) {
      await this.repository.run({
        stream: locationSpaceStream(located.data.locationId),
        events: [
          {
            type: 'LocationSpaceTaken',
            data: { locationId: located.data.locationId, storageId: id, size: located.data.size },
          },
        ],
        command: decided.type,
        expected: space.version === 0 ? 'no_stream' : space.version,
        ctx: origin,
      });
    }
    const appended = await this.repository.run({
      stream: storageStream(id),
      events: result,
      command: decided.type,
      expected: version === 0 ? 'no_stream' : version,
      ctx: origin,
      ...(ctx.eventId ? { eventId: ctx.eventId } : {}),
    });
    const left = result.flatMap((e) =>
      e.type === 'StorageLocated' && e.data.previousLocationId !== null
        ? [e.data.previousLocationId]
        : e.type === 'StorageCheckedOut' && e.data.locationId !== null
          ? [e.data.locationId]
          : [],
    );
    for (const locationId of left) await this.release(locationId, id, { ...ctx.metadata, command: decided.type });
    return { state: result.reduce(storageDecider.evolve, state), position: appended.position, events: result };
  }

  /** Gives the storage's space in the location back (if it holds any there). */
  async release(locationId: number, storageId: number, metadata: EventMetadata): Promise<void> {
    await retryOnConflict(async () => {
      const { space, version } = await readLocationSpace(this.store, locationId);
      if (space.holders[storageId] === undefined) return;
      await this.repository.run({
        stream: locationSpaceStream(locationId),
        events: [{ type: 'LocationSpaceReleased', data: { locationId, storageId } }],
        command: metadata.command,
        expected: version,
        ctx: { metadata },
      });
    });
  }
}
