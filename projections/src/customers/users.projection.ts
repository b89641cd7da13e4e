import {
  catalogueEventTypes,
  type RecordedEvent,
  type StaffRolesChanged,
  type UserAssigned,
  type UserRegistered,
  type UserStatusChanged,
  type UserTagsSet,
  type UserUpdated,
  type UserPutOnHold,
  type UserHoldReleased,
} from '@console/contracts';
import { sql } from 'kysely';
import { applyBatchWith } from '../core/apply-batch.js';
import { RowBatch, writeRows, type Columns, type RowTable } from '../core/batch-writer.js';
import { RefNames } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';
import type { UserRefsTable } from './customers.tables.js';

const partnerEvents = catalogueEventTypes('partners');
const countryEvents = catalogueEventTypes('country');
const tagEvents = catalogueEventTypes('tags');

/** The names a customer row copies, kept in rm.user_refs: its partner's, its country's (and currency), its assignee's. */
const names = new RefNames<UserRefsTable['kind'], 'name' | 'currency'>({
  table: 'rm.user_refs',
  fields: ['name', 'currency'],
  sources: [
    userRefSource('user', { name: 'name' }),
    recordRefSource(partnerEvents, 'partner', { name: 'name' }),
    recordRefSource(countryEvents, 'country', { name: 'name', currency: 'currency' }),
  ],
  copies: [
    { table: 'rm.users', key: 'partnerId', kind: 'partner', columns: { partnerName: 'name' } },
    { table: 'rm.users', key: 'countryId', kind: 'country', columns: { countryName: 'name', currency: 'currency' } },
    { table: 'rm.users', key: 'assigneeId', kind: 'user', columns: { assigneeName: 'name' } },
  ],
});

/** A registration's row, as gathered (later events of the batch fold into it); the names follow from its keys. */
const USERS: RowTable<Columns> = {
  table: 'rm.users',
  names,
  insertColumns: (_id, columns) => columns,
};

const registeredRow = (e: RecordedEvent, d: UserRegistered): Columns => ({
  ...d.profile,
  id: d.id,
  documents: JSON.stringify(d.profile.documents),
  tags: [...d.tags],
  status: d.status,
  currentStatus: null,
  createdAt: e.metadata.occurredAt,
  updatedAt: e.metadata.occurredAt,
});

/** The columns an event changes of a customer row (nothing for the events that only give names). */
const changedColumns = (e: RecordedEvent): { readonly id: number; readonly columns: Columns } | undefined => {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'UserUpdated': {
      const d = e.data as UserUpdated;
      const { documents, ...changes } = d.changes;
      return {
        id: d.id,
        columns: { ...changes, ...(documents ? { documents: JSON.stringify(documents) } : {}), updatedAt: at },
      };
    }
    case 'UserAssigned': {
      const d = e.data as UserAssigned;
      return {
        id: d.id,
        columns: {
          ...(d.tags ? { tags: [...d.tags] } : {}),
          ...(d.assigneeId !== undefined ? { assigneeId: d.assigneeId } : {}),
          updatedAt: at,
        },
      };
    }
    case 'UserTagsSet': {
      const d = e.data as UserTagsSet;
      return {
        id: d.id,
        columns: { tags: d.tags.map((t) => t.name), tagIds: d.tags.map((t) => t.id), updatedAt: at },
      };
    }
    case 'UserActivated':
    case 'UserDeactivated':
    case 'UserRejected':
    case 'UserSuspended': {
      const d = e.data as UserStatusChanged;
      return { id: d.id, columns: { status: d.to, updatedAt: at } };
    }
    case 'StaffRolesChanged': {
      const d = e.data as StaffRolesChanged;
      return { id: d.id, columns: { roles: [...d.to], updatedAt: at } };
    }
    case 'UserPutOnHold': {
      const d = e.data as UserPutOnHold;
      return { id: d.id, columns: { holdReasonId: d.holdReasonId, holdReason: d.reason, heldAt: at, updatedAt: at } };
    }
    case 'UserHoldReleased': {
      const d = e.data as UserHoldReleased;
      return { id: d.id, columns: { holdReasonId: null, holdReason: null, heldAt: null, updatedAt: at } };
    }
  }
  return undefined;
};

const ROW_EVENTS = [
  'UserUpdated',
  'UserAssigned',
  'UserTagsSet',
  'UserActivated',
  'UserDeactivated',
  'UserRejected',
  'UserSuspended',
  'StaffRolesChanged',
  'UserPutOnHold',
  'UserHoldReleased',
];

/**
 * rm.users (the customers list) and its own rm.user_refs. A batch's events are gathered per row first (issue 13):
 * registrations become multi-row inserts, the changes of stored rows (updates, assignments, status changes, merged
 * per row) one multi-row update, so a batch costs a few statements whatever its length. The names the events give
 * and the partners' and countries' are written first (core/apply-batch.ts), so every row copies the names as they
 * stand at the end of the batch and follows their renames: the rows one event at a time would leave.
 */
export const usersProjection: Projection<ReadModels> = {
  name: 'users',
  version: 1,
  handles: [...new Set([...ROW_EVENTS, ...names.handles, tagEvents.updated])],
  concerns: names.concernsWith(['UserRegistered', ...ROW_EVENTS, tagEvents.updated]),
  tables: ['rm.users', 'rm.user_refs'],
  async applyBatch(trx, events) {
    const rows = new RowBatch<Columns>();
    const renames: { id: number; name: string }[] = [];
    await applyBatchWith(trx, events, names, {
      gather: (e) => {
        if (e.type === 'UserRegistered') {
          const d = e.data as UserRegistered;
          // A second registration of an id keeps the first row, as the insert's ON CONFLICT DO NOTHING would (and a
          // row changed earlier in the batch is a stored one, which it would not replace either).
          if (!rows.get(d.id)) rows.insert(d.id, registeredRow(e, d));
          return;
        }
        if (e.type === tagEvents.updated) {
          const d = e.data as { id: number; changes: { name?: unknown } };
          if (typeof d.changes.name === 'string') renames.push({ id: d.id, name: d.changes.name });
          return;
        }
        const change = changedColumns(e);
        if (change) rows.update(change.id, change.columns);
      },
      flush: async () => {
        await writeRows(trx, rows, USERS);
        // A renamed tag's customers follow it (the name at its position beside the tag's id), in event order.
        for (const r of renames) {
          await sql`UPDATE rm.users SET tags = (
              SELECT array_agg(CASE WHEN x.i = ${r.id} THEN ${r.name} ELSE x.n END ORDER BY x.o)
                FROM unnest("tagIds", tags) WITH ORDINALITY AS x(i, n, o))
             WHERE "tagIds" @> ARRAY[${r.id}]::integer[]`.execute(trx);
        }
      },
    });
  },
  async apply(trx, event) {
    await usersProjection.applyBatch!(trx, [event]);
  },
};
