import { catalogueEventTypes, type RecordedEvent } from '@console/contracts';
import type { Transaction } from 'kysely';
import { applyBatchWith } from '../core/apply-batch.js';
import { RowBatch, writeRows, type Columns, type RowTable } from '../core/batch-writer.js';
import { RefNames } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';
import type { AddressRefsTable } from './addresses.tables.js';

type Trx = Transaction<ReadModels>;
type Fields = Readonly<Record<string, unknown>>;

const ADDRESS = catalogueEventTypes('addresses');

/** The record's columns (spec 2 §3 Address); anything else an event carries is not the row's. */
const COLUMNS = ['userId', 'partnerId', 'name', 'line1', 'area', 'cityId', 'countryId'];

/** The customer's, city's and partner's names a row copies, kept in rm.address_refs. */
const names = new RefNames<AddressRefsTable['kind'], 'name'>({
  table: 'rm.address_refs',
  fields: ['name'],
  sources: [
    userRefSource('user', { name: 'name' }),
    recordRefSource(catalogueEventTypes('city'), 'city', { name: 'name' }),
    recordRefSource(catalogueEventTypes('partners'), 'partner', { name: 'name' }),
  ],
  copies: [
    { table: 'rm.addresses', key: 'userId', kind: 'user', columns: { userName: 'name' } },
    { table: 'rm.addresses', key: 'cityId', kind: 'city', columns: { cityName: 'name' } },
    { table: 'rm.addresses', key: 'partnerId', kind: 'partner', columns: { partnerName: 'name' } },
  ],
});

const ADDRESSES: RowTable<Columns> = { table: 'rm.addresses', names, insertColumns: (_id, columns) => columns };

const pick = (fields: Fields | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields ?? {}).filter(([k]) => COLUMNS.includes(k)));

const gather = (rows: RowBatch, e: RecordedEvent): void => {
  const d = e.data as { id: number; record?: Fields; changes?: Fields };
  const at = e.metadata.occurredAt;
  if (e.type === ADDRESS.deleted) rows.delete(d.id);
  // A second creation of an id keeps the first row, as the insert's ON CONFLICT DO NOTHING would.
  else if (e.type === ADDRESS.created) {
    if (rows.get(d.id)?.kind !== 'insert')
      rows.insert(d.id, { ...pick(d.record), id: d.id, createdAt: at, updatedAt: at });
  } else if (e.type === ADDRESS.updated) rows.update(d.id, { ...pick(d.changes), updatedAt: at });
};

/**
 * rm.addresses (spec 2 §2 Addresses list; spec 1 §7.2 /api/v1/addresses/list) from the generic Address events, with
 * the customer's, city's and partner's names copied from their own events into rm.address_refs and following
 * renames. A batch's address events are gathered per row and written after the names it gives
 * (core/apply-batch.ts); registrations come in runs (a rebuild's thousands of customers): a run is one upsert.
 */
export const addressesProjection: Projection<ReadModels> = {
  name: 'addresses',
  version: 1,
  handles: [...Object.values(ADDRESS), ...names.handles],
  concerns: names.concernsWith(Object.values(ADDRESS)),
  tables: ['rm.addresses', 'rm.address_refs'],
  async applyBatch(trx: Trx, events) {
    const rows = new RowBatch();
    await applyBatchWith(trx, events, names, {
      gather: (e) => {
        if ((Object.values(ADDRESS) as string[]).includes(e.type)) gather(rows, e);
      },
      flush: async () => {
        await writeRows(trx, rows, ADDRESSES);
      },
    });
  },
  async apply(trx, event) {
    await addressesProjection.applyBatch!(trx, [event]);
  },
};
