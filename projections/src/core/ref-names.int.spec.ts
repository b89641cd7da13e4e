import type { RecordedEvent } from '@console/contracts';
import { sql } from 'kysely';
import { applyBatchWith } from './apply-batch.js';
import { RowBatch, writeRows, type Columns, type RowTable } from './batch-writer.js';
import { RefNames } from './ref-names.js';
import { recordRefSource, userRefSource } from './ref-sources.js';
import { useScratchReadModels } from './scratch-read-models.testing.js';

/**
 * A toy projection over two test tables: rm.t_rows (a row naming a customer and a type) and its own cache
 * rm.t_refs. The same events applied as one batch and one at a time must give the same rows, names included.
 */
const scratch = useScratchReadModels('rm_core_refs');

const reset = async () => {
  await sql`DROP TABLE IF EXISTS rm.t_rows, rm.t_refs`.execute(scratch());
  await sql`CREATE TABLE rm.t_refs (kind text NOT NULL, id integer NOT NULL, name text, code text, vip boolean NOT NULL DEFAULT false, PRIMARY KEY (kind, id))`.execute(
    scratch(),
  );
  await sql`
    CREATE TABLE rm.t_rows (id integer PRIMARY KEY, qty integer, "userId" integer, "userName" text, "userVip" boolean NOT NULL DEFAULT false,
                            "typeId" integer, "typeName" text, "typeCode" text, shown text, note text DEFAULT 'none')`.execute(
    scratch(),
  );
};

const TYPE = { created: 'TypeCreated', updated: 'TypeUpdated' };
const names = new RefNames<'user' | 'type', 'name' | 'code' | 'vip'>({
  table: 'rm.t_refs',
  fields: ['name', 'code', 'vip'],
  defaults: { vip: false },
  sources: [
    userRefSource('user', { name: 'name', vip: 'isPostpaidInvoiceEnabled' }),
    recordRefSource(TYPE, 'type', { name: 'label', code: 'code' }),
  ],
  copies: [
    { table: 'rm.t_rows', key: 'userId', kind: 'user', columns: { userName: 'name', userVip: 'vip' } },
    {
      table: 'rm.t_rows',
      key: 'typeId',
      kind: 'type',
      columns: { typeName: 'name', typeCode: 'code' },
      derived: { shown: (field) => sql`${field('code')} || '/' || ${field('name')}` },
    },
  ],
});
const ROWS: RowTable<Columns> = {
  table: 'rm.t_rows',
  names,
  insertColumns: (_id, c) => c,
  finish: (c) =>
    'typeId' in c
      ? { ...c, shown: typeof c['typeCode'] === 'string' ? `${c['typeCode']}/${String(c['typeName'])}` : null }
      : c,
  returning: ['id', 'qty'],
};

let position = 0;
const event = (type: string, data: unknown): RecordedEvent =>
  ({
    type,
    data,
    position: { major: BigInt(++position), minor: 0n },
    metadata: { occurredAt: '2026-11-25T08:00:00.000Z' },
  }) as unknown as RecordedEvent;
const registered = (id: number, name: string, vip: boolean) =>
  event('UserRegistered', { id, profile: { name, isPostpaidInvoiceEnabled: vip } });
const renamed = (id: number, name: string) => event('UserUpdated', { id, changes: { name } });

const apply = (events: readonly RecordedEvent[]) =>
  scratch()
    .transaction()
    .execute(async (trx) => {
      const rows = new RowBatch();
      await applyBatchWith(trx, events, names, {
        gather: (e) => {
          const d = e.data as { id: number; fields?: Columns };
          if (e.type === 'RowCreated') rows.insert(d.id, { id: d.id, ...d.fields });
          if (e.type === 'RowChanged') rows.update(d.id, d.fields!);
          if (e.type === 'RowDeleted') rows.delete(d.id);
        },
        flush: async () => void (await writeRows(trx, rows, ROWS)),
      });
    });

const state = async () => ({
  rows: (await sql`SELECT * FROM rm.t_rows ORDER BY id`.execute(scratch())).rows,
  refs: (await sql`SELECT * FROM rm.t_refs ORDER BY kind, id`.execute(scratch())).rows,
});

const HISTORY = [
  registered(1, 'Ann', true),
  event('TypeCreated', { id: 5, record: { label: 'Box', code: 'B' } }),
  event('RowCreated', { id: 10, fields: { qty: 1, userId: 1, typeId: 5 } }),
  event('RowCreated', { id: 11, fields: { qty: 2, userId: 2, typeId: null } }),
  registered(2, 'Bob', false),
  renamed(1, 'Anna'),
  event('RowChanged', { id: 10, fields: { qty: 3 } }),
  event('TypeUpdated', { id: 5, changes: { label: 'Big box' } }),
  event('RowCreated', { id: 12, fields: { qty: 4, userId: 3, typeId: 5 } }),
  event('RowChanged', { id: 11, fields: { typeId: 5 } }),
  event('RowCreated', { id: 13, fields: { qty: 5 } }),
  event('RowDeleted', { id: 13 }),
  registered(3, 'Cy', false),
  renamed(2, 'Bo'),
];

test('a batch gives the rows and names of the same events applied one at a time, in any split', async () => {
  await reset();
  for (const e of HISTORY) await apply([e]);
  const oneByOne = await state();
  expect(oneByOne.rows).toEqual([
    {
      id: 10,
      qty: 3,
      userId: 1,
      userName: 'Anna',
      userVip: true,
      typeId: 5,
      typeName: 'Big box',
      typeCode: 'B',
      shown: 'B/Big box',
      note: 'none',
    },
    {
      id: 11,
      qty: 2,
      userId: 2,
      userName: 'Bo',
      userVip: false,
      typeId: 5,
      typeName: 'Big box',
      typeCode: 'B',
      shown: 'B/Big box',
      note: 'none',
    },
    {
      id: 12,
      qty: 4,
      userId: 3,
      userName: 'Cy',
      userVip: false,
      typeId: 5,
      typeName: 'Big box',
      typeCode: 'B',
      shown: 'B/Big box',
      note: 'none',
    },
  ]);
  // A rename gives the name only: the code and the flag stay.
  expect(oneByOne.refs).toContainEqual({ kind: 'type', id: 5, name: 'Big box', code: 'B', vip: false });
  expect(oneByOne.refs).toContainEqual({ kind: 'user', id: 1, name: 'Anna', code: null, vip: true });

  for (const split of [HISTORY.length, 5, 3]) {
    await reset();
    for (let i = 0; i < HISTORY.length; i += split) await apply(HISTORY.slice(i, i + split));
    expect(await state()).toEqual(oneByOne);
  }
});

test('writeRows: one insert for many rows, updates and deletions with what they return; a known id is kept', async () => {
  await reset();
  const written = await scratch()
    .transaction()
    .execute(async (trx) => {
      const rows = new RowBatch();
      for (let id = 1; id <= 25_000; id++) rows.insert(id, { id, qty: id, note: 'x' });
      await writeRows(trx, rows, ROWS);
      rows.insert(1, { id: 1, qty: -1 });
      rows.update(2, { qty: 20 });
      rows.delete(3);
      return writeRows(trx, rows, ROWS);
    });
  expect(written.inserted).toEqual([]);
  expect(written.updated).toEqual(new Map([[2, { id: 2, qty: 20 }]]));
  expect(written.deleted).toEqual([{ id: 3, qty: 3 }]);
  const count = await sql<{
    n: number;
    one: number;
  }>`SELECT count(*)::int AS n, (SELECT qty FROM rm.t_rows WHERE id = 1) AS one FROM rm.t_rows`.execute(scratch());
  expect(count.rows[0]).toEqual({ n: 24_999, one: 1 });
});

test('a row that does not set a column takes its default, in a multi-row insert too', async () => {
  await reset();
  await scratch()
    .transaction()
    .execute(async (trx) => {
      const rows = new RowBatch();
      rows.insert(1, { id: 1, note: 'set' });
      rows.insert(2, { id: 2 });
      await writeRows(trx, rows, ROWS);
    });
  const { rows } = await sql<{ id: number; note: string }>`SELECT id, note FROM rm.t_rows ORDER BY id`.execute(
    scratch(),
  );
  expect(rows).toEqual([
    { id: 1, note: 'set' },
    { id: 2, note: 'none' },
  ]);
});
