import {
  catalogueEventTypes,
  type RecordedEvent,
  type UserAssigned,
  type UserRegistered,
  type UserStatusChanged,
  type UserUpdated,
} from '@console/contracts';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';

type Trx = Transaction<ReadModels>;

const partnerEvents = catalogueEventTypes('partners');
const countryEvents = catalogueEventTypes('country');

const named = (data: unknown): { id: number; name?: string; currency?: string } => {
  const d = data as { id: number; record?: { name?: string; currency?: string }; changes?: { name?: string; currency?: string } };
  return { id: d.id, ...(d.record ?? d.changes ?? {}) };
};

const upsertRef = async (trx: Trx, kind: 'partner' | 'country' | 'user', id: number, name: string | null, currency: string | null) => {
  await trx
    .insertInto('rm.user_refs')
    .values({ kind, id, name, currency })
    .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet({ name, currency }))
    .execute();
};

const refOf = async (trx: Trx, kind: 'partner' | 'country' | 'user', id: number | null) =>
  id === null
    ? undefined
    : trx.selectFrom('rm.user_refs').select(['name', 'currency']).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();

type Ref = { name: string | null; currency: string | null } | undefined;

const userRow = (e: RecordedEvent, d: UserRegistered, partner: Ref, country: Ref, assignee: Ref) => ({
  ...d.profile,
  id: d.id,
  documents: JSON.stringify(d.profile.documents),
  tags: [...d.tags],
  status: d.status,
  partnerName: partner?.name ?? null,
  countryName: country?.name ?? null,
  currency: country?.currency ?? null,
  assigneeName: assignee?.name ?? null,
  currentStatus: null,
  createdAt: e.metadata.occurredAt,
  updatedAt: e.metadata.occurredAt,
});

/**
 * A run of registrations in four statements, whatever its length: the names of the new users first (an assignee
 * may be registered in the same run), then every name the rows copy in one read, the rows in one insert, and the
 * rows assigned to the new users. Same effect as one `registered` per event; a rebuild is mostly such runs.
 */
const registeredRun = async (trx: Trx, run: readonly RecordedEvent[]) => {
  const data = run.map((e) => e.data as UserRegistered);
  const names = new Map(data.map((d) => [d.id, d.profile.name]));
  await trx
    .insertInto('rm.user_refs')
    .values([...names].map(([id, name]) => ({ kind: 'user' as const, id, name, currency: null })))
    .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .execute();
  const wanted = (kind: 'partner' | 'country' | 'user', ids: (number | null)[]) => [
    ...new Set(ids.filter((id): id is number => id !== null)),
  ].map((id) => ({ kind, id }));
  const keys = [
    ...wanted('partner', data.map((d) => d.profile.partnerId)),
    ...wanted('country', data.map((d) => d.profile.countryId)),
    ...wanted('user', data.map((d) => d.profile.assigneeId)),
  ];
  const refs = new Map<string, Ref>();
  if (keys.length > 0) {
    const rows = await trx
      .selectFrom('rm.user_refs')
      .select(['kind', 'id', 'name', 'currency'])
      .where((eb) => eb.or(keys.map((k) => eb.and([eb('kind', '=', k.kind), eb('id', '=', k.id)]))))
      .execute();
    for (const r of rows) refs.set(`${r.kind}:${r.id}`, r);
  }
  const ref = (kind: string, id: number | null) => (id === null ? undefined : refs.get(`${kind}:${id}`));
  await trx
    .insertInto('rm.users')
    .values(
      run.map((e, i) => {
        const d = data[i]!;
        return userRow(e, d, ref('partner', d.profile.partnerId), ref('country', d.profile.countryId), ref('user', d.profile.assigneeId));
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .updateTable('rm.users')
    .set((eb) => ({
      assigneeName: eb
        .selectFrom('rm.user_refs')
        .select('rm.user_refs.name')
        .where('rm.user_refs.kind', '=', 'user')
        .whereRef('rm.user_refs.id', '=', 'rm.users.assigneeId'),
    }))
    .where('assigneeId', 'in', [...names.keys()])
    .execute();
};

const registered = (trx: Trx, e: RecordedEvent) => registeredRun(trx, [e]);

const updated = async (trx: Trx, e: RecordedEvent, d: UserUpdated) => {
  const { documents, ...changes } = d.changes;
  const extra: { partnerName?: string | null; countryName?: string | null; currency?: string | null } = {};
  if (changes.partnerId !== undefined) extra.partnerName = (await refOf(trx, 'partner', changes.partnerId))?.name ?? null;
  if (changes.countryId !== undefined) {
    const country = await refOf(trx, 'country', changes.countryId);
    extra.countryName = country?.name ?? null;
    extra.currency = country?.currency ?? null;
  }
  const assigneeName =
    changes.assigneeId !== undefined ? { assigneeName: (await refOf(trx, 'user', changes.assigneeId))?.name ?? null } : {};
  await trx
    .updateTable('rm.users')
    .set({
      ...changes,
      ...extra,
      ...assigneeName,
      ...(documents ? { documents: JSON.stringify(documents) } : {}),
      updatedAt: e.metadata.occurredAt,
    })
    .where('id', '=', d.id)
    .execute();
  if (changes.name !== undefined) {
    await upsertRef(trx, 'user', d.id, changes.name, null);
    await trx.updateTable('rm.users').set({ assigneeName: changes.name }).where('assigneeId', '=', d.id).execute();
  }
};

const assigned = async (trx: Trx, e: RecordedEvent, d: UserAssigned) => {
  const assignee =
    d.assigneeId !== undefined
      ? { assigneeId: d.assigneeId, assigneeName: (await refOf(trx, 'user', d.assigneeId))?.name ?? null }
      : {};
  await trx
    .updateTable('rm.users')
    .set({ ...(d.tags ? { tags: [...d.tags] } : {}), ...assignee, updatedAt: e.metadata.occurredAt })
    .where('id', '=', d.id)
    .execute();
};

const statusChanged = async (trx: Trx, e: RecordedEvent, d: UserStatusChanged) => {
  await trx.updateTable('rm.users').set({ status: d.to, updatedAt: e.metadata.occurredAt }).where('id', '=', d.id).execute();
};

/** A partner or country renamed: its copies in every customer row follow (ARCHITECTURE §5). */
const referenceChanged = async (trx: Trx, kind: 'partner' | 'country', data: unknown) => {
  const ref = named(data);
  const before = await refOf(trx, kind, ref.id);
  const name = ref.name ?? before?.name ?? null;
  const currency = ref.currency ?? before?.currency ?? null;
  await upsertRef(trx, kind, ref.id, name, currency);
  if (kind === 'partner') {
    await trx.updateTable('rm.users').set({ partnerName: name }).where('partnerId', '=', ref.id).execute();
  } else {
    await trx.updateTable('rm.users').set({ countryName: name, currency }).where('countryId', '=', ref.id).execute();
  }
};

export const usersProjection: Projection<ReadModels> = {
  name: 'users',
  version: 1,
  handles: [
    'UserRegistered',
    'UserUpdated',
    'UserAssigned',
    'UserActivated',
    'UserDeactivated',
    'UserRejected',
    'UserSuspended',
    partnerEvents.created,
    partnerEvents.updated,
    countryEvents.created,
    countryEvents.updated,
  ],
  tables: ['rm.users', 'rm.user_refs'],
  async applyBatch(trx, events) {
    // Consecutive registrations go in one run (in chunks that stay under PostgreSQL's 65,535 parameters).
    let run: RecordedEvent[] = [];
    const flush = async () => {
      for (let i = 0; i < run.length; i += 500) await registeredRun(trx, run.slice(i, i + 500));
      run = [];
    };
    for (const event of events) {
      if (event.type === 'UserRegistered') {
        run.push(event);
        continue;
      }
      await flush();
      await usersProjection.apply(trx, event);
    }
    await flush();
  },
  async apply(trx, event) {
    switch (event.type) {
      case 'UserRegistered':
        return registered(trx, event);
      case 'UserUpdated':
        return updated(trx, event, event.data as UserUpdated);
      case 'UserAssigned':
        return assigned(trx, event, event.data as UserAssigned);
      case 'UserActivated':
      case 'UserDeactivated':
      case 'UserRejected':
      case 'UserSuspended':
        return statusChanged(trx, event, event.data as UserStatusChanged);
      case partnerEvents.created:
      case partnerEvents.updated:
        return referenceChanged(trx, 'partner', event.data);
      case countryEvents.created:
      case countryEvents.updated:
        return referenceChanged(trx, 'country', event.data);
    }
  },
};
