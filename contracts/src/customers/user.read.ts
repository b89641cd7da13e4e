import type { UserStatus } from './user.enums.js';
import type { UserProfile } from './user.profile.js';

/** A row of the customers list and the answer of GET /api/users/:id (spec 1 §3). */
export interface UserRow extends UserProfile {
  readonly id: number;
  readonly status: UserStatus;
  readonly currency: string | null;
  /** Spec 3 §3 tags (id, name); id null for a name not yet carried over to a tag record. */
  readonly tags: readonly { readonly id: number | null; readonly name: string }[];
  readonly partner: { readonly id: number; readonly name: string | null };
  readonly country: { readonly name: string | null };
  readonly assignee: { readonly id: number; readonly name: string | null } | null;
  readonly currentStatus: 'EXISTING_CUSTOMER' | 'EX_CUSTOMER' | null;
  /** Put on hold (user.hold.ts): the hold reason's id, the comment and since when; all null when not on hold. */
  readonly holdReasonId: number | null;
  readonly holdReason: string | null;
  readonly heldAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Columns a users list may be sorted by (the list calls and the generic `$sort`). */
export const USER_SORTABLE = [
  'id',
  'type',
  'name',
  'email',
  'phone',
  'status',
  'countryId',
  'partnerId',
  'assigneeId',
  'credits',
  'deposits',
  'createdAt',
  'updatedAt',
  'source',
  'language',
] as const;
export type UserSortable = (typeof USER_SORTABLE)[number];
