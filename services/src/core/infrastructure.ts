import type { SessionRevocations } from './auth/session-revocations.js';
import type { GlobalPosition, ProjectionsStatus } from '@console/contracts';
import type { AppConfig, Bus, EventStore } from '@console/infra';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Actor } from './command-context.js';
import type { FollowUpWatch } from './follow-ups/caused-position.js';
import type { IdSequence } from './id-sequence.js';

/**
 * Waits for the read models to reach a position: the in-process projector, or a watcher of its checkpoints. With
 * `tables`, only for the projections owning them (see awaitReadModels).
 */
export interface ReadModelWaiter {
  waitFor(position: GlobalPosition, timeoutMs: number, tables?: readonly string[]): Promise<boolean>;
}

export interface ProjectionLag {
  readonly name: string;
  readonly checkpoint: string;
  readonly behind: boolean;
  /** Set when it stopped on an event it cannot apply (issue 11): the event and the error. */
  readonly stopped?: {
    readonly position: string;
    readonly streamId: string;
    readonly eventType: string;
    readonly error: string;
  };
}

/** Everything outside the process the API talks to, built once at start-up (main.ts) and handed to Nest. */
export interface Infrastructure {
  readonly config: AppConfig;
  readonly pool: pg.Pool;
  readonly db: Kysely<ReadModels>;
  readonly store: EventStore;
  readonly ids: IdSequence;
  readonly bus: Bus;
  readonly readModels: ReadModelWaiter;
  /**
   * The process managers of this process and what they appended, for answers that wait for what their command
   * caused (awaitCommandEffects); absent where the managers run elsewhere.
   */
  readonly followUps?: FollowUpWatch;
  /** The signed-in user as of the users read model (kept between calls where this process applies it). */
  readonly loadActor: (userId: number) => Promise<Actor | undefined>;
  /** Signed-out sessions, as the user logs read model (and, where it runs, this process's projector) knows them. */
  readonly sessions: SessionRevocations;
  readonly projectionLag: () => Promise<readonly ProjectionLag[]>;
  readonly relayLag: () => Promise<{ checkpoint: string; behind: boolean } | undefined>;
  /** Stopped projections and parked bus messages, for /healthz and the admin's Projections page. */
  readonly projectionsStatus: () => Promise<ProjectionsStatus>;
  /** Tries a stopped projection again (here, or in the projector's process through the database); false: not stopped. */
  readonly retryProjection: (name: string) => Promise<boolean>;
}

export const INFRASTRUCTURE = Symbol('Infrastructure');
