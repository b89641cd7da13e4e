import { catalogueEventTypes, type RecordedEvent, type UserRegistered, type UserUpdated } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';
import type { AddressRefsTable } from './addresses.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = AddressRefsTable['kind'];
type Fields = Readonly<Record<string, unknown>>;

const ADDRESS = catalogueEventTypes('addresses');
const CITY = catalogueEventTypes('city');
const PARTNER = catalogueEventTypes('partners');

/** The record's columns (spec 2 §3 Address); anything else an event carries is not the row's. */
const COLUMNS = ['userId', 'partnerId', 'name', 'line1', 'area', 'cityId', 'countryId'];

/** The name columns of a row, by the key column they follow. */
const NAMES = [
  { key: 'userId', kind: 'user', column: 'userName' },
  { key: 'cityId', kind: 'city', column: 'cityName' },
  { key: 'partnerId', kind: 'partner', column: 'partnerName' },
] as const satisfies readonly { key: string; kind: RefKind; column: string }[];

const REFERENCE_KIND: Readonly<Record<string, RefKind>> = {
  [CITY.created]: 'city',
  [CITY.updated]: 'city',
  [PARTNER.created]: 'partner',
  [PARTNER.updated]: 'partner',
};

const pick = (fields: Fields | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields ?? {}).filter(([k]) => COLUMNS.includes(k)));

/** Sets the name columns of one row whose keys changed, from the names this projection keeps. */
const nameRow = async (trx: Trx, id: number, keys: readonly string[]): Promise<void> => {
  const sets = NAMES.filter((n) => keys.includes(n.key)).map(
    (n) => sql`${sql.ref(n.column)} = (SELECT r.name FROM rm.address_refs r WHERE r.kind = ${n.kind} AND r.id = a.${sql.ref(n.key)})`,
  );
  if (sets.length === 0) return;
  await sql`UPDATE rm.addresses a SET ${sql.join(sets)} WHERE a.id = ${id}`.execute(trx);
};

const upsertRefs = async (trx: Trx, kind: RefKind, names: ReadonlyMap<number, string>): Promise<void> => {
  const rows = [...names].map(([id, name]) => ({ kind, id, name }));
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('rm.address_refs')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
      .execute();
  }
};

/** The records were (re)named: keep their names, and the rows naming them take the new ones (ARCHITECTURE §5). */
const renamed = async (trx: Trx, kind: RefKind, names: ReadonlyMap<number, string>): Promise<void> => {
  if (names.size === 0) return;
  await upsertRefs(trx, kind, names);
  const spec = NAMES.find((n) => n.kind === kind)!;
  await sql`UPDATE rm.addresses a SET ${sql.ref(spec.column)} = r.name FROM rm.address_refs r
            WHERE r.kind = ${kind} AND r.id = a.${sql.ref(spec.key)} AND a.${sql.ref(spec.key)} IN (${sql.join([...names.keys()])})`.execute(trx);
};

const applyAddress = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const d = e.data as { id: number; record?: Fields; changes?: Fields };
  const at = e.metadata.occurredAt;
  if (e.type === ADDRESS.deleted) {
    await sql`DELETE FROM rm.addresses WHERE id = ${d.id}`.execute(trx);
    return;
  }
  const created = e.type === ADDRESS.created;
  const fields = pick(created ? d.record : d.changes);
  const row: Record<string, unknown> = created ? { ...fields, id: d.id, createdAt: at, updatedAt: at } : { ...fields, updatedAt: at };
  const columns = Object.keys(row);
  if (created) {
    await sql`INSERT INTO rm.addresses (${sql.join(columns.map((c) => sql.ref(c)))}) VALUES (${sql.join(columns.map((c) => row[c]))})
              ON CONFLICT (id) DO NOTHING`.execute(trx);
  } else {
    await sql`UPDATE rm.addresses SET ${sql.join(columns.map((c) => sql`${sql.ref(c)} = ${row[c]}`))} WHERE id = ${d.id}`.execute(trx);
  }
  await nameRow(trx, d.id, Object.keys(fields));
};

/**
 * rm.addresses (spec 2 §2 Addresses list; spec 1 §7.2 /api/v1/addresses/list) from the generic Address events, with
 * the customer's, city's and partner's names copied from their own events into rm.address_refs and following
 * renames. Registrations come in runs (a rebuild's thousands of customers): a run is one upsert.
 */
export const addressesProjection: Projection<ReadModels> = {
  name: 'addresses',
  version: 1,
  handles: [...Object.values(ADDRESS), 'UserRegistered', 'UserUpdated', ...Object.keys(REFERENCE_KIND)],
  tables: ['rm.addresses', 'rm.address_refs'],
  async applyBatch(trx, events) {
    let registered = new Map<number, string>();
    const flush = async () => {
      await renamed(trx, 'user', registered);
      registered = new Map();
    };
    for (const e of events) {
      if (e.type === 'UserRegistered') {
        const d = e.data as UserRegistered;
        registered.set(d.id, d.profile.name);
        continue;
      }
      await flush();
      if (e.type === 'UserUpdated') {
        const d = e.data as UserUpdated;
        if (d.changes.name !== undefined) await renamed(trx, 'user', new Map([[d.id, d.changes.name]]));
      } else if (REFERENCE_KIND[e.type]) {
        const d = e.data as { id: number; record?: Fields; changes?: Fields };
        const name = (d.record ?? d.changes)?.['name'];
        if (typeof name === 'string') await renamed(trx, REFERENCE_KIND[e.type]!, new Map([[d.id, name]]));
      } else {
        await applyAddress(trx, e);
      }
    }
    await flush();
  },
  async apply(trx, event) {
    await addressesProjection.applyBatch!(trx, [event]);
  },
};
