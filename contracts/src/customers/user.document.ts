import type { UserEvent } from './user.events.js';
import type { UserHold } from './user.hold.js';

/** A tag the customer holds: `id` null for a name released events gave before tags were records. */
export interface UserTagRef {
  readonly id: number | null;
  readonly name: string;
}

const byName = (names: readonly string[]): readonly UserTagRef[] => names.map((name) => ({ id: null, name }));
import type { UserStatus } from './user.enums.js';
import type { UserProfile } from './user.profile.js';

/** The whole customer record as it stands after its events: the decider's state and its history's document. */
export interface UserDocument {
  readonly id: number;
  readonly profile: UserProfile;
  readonly tags: readonly UserTagRef[];
  readonly status: UserStatus;
  /** Put on hold (user.hold.ts): absent or null when not. */
  readonly hold?: UserHold | null;
}

export type UserState = UserDocument | null;

/** Folds one event into the record. Pure; the same fold serves the decider, history and time travel. */
export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserRegistered':
      return {
        id: event.data.id,
        profile: event.data.profile,
        tags: byName(event.data.tags),
        status: event.data.status,
      };
    case 'UserUpdated':
      return state && { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'UserAssigned':
      return (
        state && {
          ...state,
          tags: event.data.tags ? byName(event.data.tags) : state.tags,
          profile:
            event.data.assigneeId !== undefined
              ? { ...state.profile, assigneeId: event.data.assigneeId }
              : state.profile,
        }
      );
    case 'UserTagsSet':
      return state && { ...state, tags: event.data.tags };
    case 'UserActivated':
    case 'UserDeactivated':
    case 'UserRejected':
    case 'UserSuspended':
      return state && { ...state, status: event.data.to };
    case 'StaffRolesChanged':
      return state && { ...state, profile: { ...state.profile, roles: event.data.to } };
    case 'UserPutOnHold':
      return state && { ...state, hold: { holdReasonId: event.data.holdReasonId, reason: event.data.reason } };
    case 'UserHoldReleased':
      return state && { ...state, hold: null };
    default:
      // Events of other contexts on this stream (comments) do not change the customer itself.
      return state;
  }
};

/** The record as History shows it: one flat object, fields by their spec names. */
export const userHistoryDocument = (state: UserState): Record<string, unknown> | null =>
  state && {
    id: state.id,
    ...state.profile,
    tags: state.tags.map((tag) => tag.name),
    status: state.status,
    // Only a customer ever put on hold shows it: the documents of the others keep their shape.
    ...(state.hold === undefined
      ? {}
      : { holdReasonId: state.hold?.holdReasonId ?? null, holdReason: state.hold?.reason ?? null }),
  };
