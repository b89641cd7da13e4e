import {
  catalogueEventTypes,
  type RecordedEvent,
  type UserAssigned,
  type UserRegistered,
  type UserStatusChanged,
  type UserUpdated,
} from '@console/contracts';
import type { Transaction } from 'kysely';
import { applyBatchWith } from '../core/apply-batch.js';
import { RowBatch, writeRows, type RowTable } from '../core/batch-writer.js';
import { RefNames } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import type { UserRefsTable } from './customers.tables.js';

type Trx = Transaction<ReadModels>;

const partnerEvents = catalogueEventTypes('partners');
const countryEvents = catalogueEventTypes('country');

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

/** A registration's row; the names follow from its keys. */
const USERS: RowTable<{ readonly e: RecordedEvent; readonly d: UserRegistered }> = {
  table: 'rm.users',
  names,
  insertColumns: (_id, { e, d }) => ({
    ...d.profile,
    id: d.id,
    documents: JSON.stringify(d.profile.documents),
    tags: [...d.tags],
    status: d.status,
    currentStatus: null,
    createdAt: e.metadata.occurredAt,
    updatedAt: e.metadata.occurredAt,
  }),
};

/** Changes one stored row, with the names its changed keys now copy. */
const change = async (trx: Trx, id: number, columns: Record<string, unknown>): Promise<void> => {
  await trx
    .updateTable('rm.users')
    .set({ ...columns, ...(await names.lookup(trx, 'rm.users', columns)) })
    .where('id', '=', id)
    .execute();
};

const updated = async (trx: Trx, e: RecordedEvent, d: UserUpdated) => {
  const { documents, ...changes } = d.changes;
  await change(trx, d.id, {
    ...changes,
    ...(documents ? { documents: JSON.stringify(documents) } : {}),
    updatedAt: e.metadata.occurredAt,
  });
};

const assigned = async (trx: Trx, e: RecordedEvent, d: UserAssigned) => {
  await change(trx, d.id, {
    ...(d.tags ? { tags: [...d.tags] } : {}),
    ...(d.assigneeId !== undefined ? { assigneeId: d.assigneeId } : {}),
    updatedAt: e.metadata.occurredAt,
  });
};

const statusChanged = async (trx: Trx, e: RecordedEvent, d: UserStatusChanged) => {
  await trx
    .updateTable('rm.users')
    .set({ status: d.to, updatedAt: e.metadata.occurredAt })
    .where('id', '=', d.id)
    .execute();
};

/** Events that change a stored customer row: applied one at a time, on the row as the batch left it so far. */
const ONE_BY_ONE = new Set([
  'UserUpdated',
  'UserAssigned',
  'UserActivated',
  'UserDeactivated',
  'UserRejected',
  'UserSuspended',
]);

const applyOne = async (trx: Trx, event: RecordedEvent): Promise<void> => {
  switch (event.type) {
    case 'UserUpdated':
      return updated(trx, event, event.data as UserUpdated);
    case 'UserAssigned':
      return assigned(trx, event, event.data as UserAssigned);
    case 'UserActivated':
    case 'UserDeactivated':
    case 'UserRejected':
    case 'UserSuspended':
      return statusChanged(trx, event, event.data as UserStatusChanged);
  }
};

/**
 * rm.users (the customers list) and its own rm.user_refs. Registrations are gathered and written in multi-row
 * inserts (a rebuild is mostly runs of them); the names they give and the partners' and countries' are written
 * first (core/apply-batch.ts), so every row copies the names as they stand and follows their renames.
 */
export const usersProjection: Projection<ReadModels> = {
  name: 'users',
  version: 1,
  handles: [...new Set([...ONE_BY_ONE, ...names.handles])],
  tables: ['rm.users', 'rm.user_refs'],
  async applyBatch(trx, events) {
    const registered = new RowBatch<{ e: RecordedEvent; d: UserRegistered }>();
    await applyBatchWith(trx, events, names, {
      gather: (e) => {
        if (e.type === 'UserRegistered') {
          const d = e.data as UserRegistered;
          // A second registration of an id keeps the first row, as the insert's ON CONFLICT DO NOTHING would.
          if (!registered.get(d.id)) registered.insert(d.id, { e, d });
        }
      },
      flush: async () => {
        await writeRows(trx, registered, USERS);
      },
      oneByOne: { types: ONE_BY_ONE, apply: (e) => applyOne(trx, e) },
    });
  },
  async apply(trx, event) {
    await usersProjection.applyBatch!(trx, [event]);
  },
};
