import { sql } from 'kysely';
import { jsonInsert, updateOnConflict } from './json-rows.js';
import { useScratchReadModels } from './scratch-read-models.testing.js';

/** Rows sent as one JSON parameter must be stored as a parameter per cell stores them, column type by column type. */
const scratch = useScratchReadModels('rm_core_json_rows');

const COLUMNS = ['id', 'amount', 'size', 'name', 'doc', 'document', 'tags', 'at', 'flag'] as const;

const reset = async () => {
  await sql`DROP TABLE IF EXISTS rm.t_json`.execute(scratch());
  await sql`CREATE TABLE rm.t_json (id integer PRIMARY KEY, amount bigint, size numeric(20, 8), name text, doc jsonb,
                                    document text, tags integer[], "at" timestamptz, flag boolean NOT NULL,
                                    search text GENERATED ALWAYS AS (lower(coalesce(name, ''))) STORED)`.execute(
    scratch(),
  );
};

const rowsOf = async () =>
  (await sql<Record<string, unknown>>`SELECT *, document AS text FROM rm.t_json ORDER BY id`.execute(scratch())).rows;

const doc = { a: [1, 2], b: 'quote " and \\ backslash', c: { d: null }, e: 'مرحبا' };
const rows = [
  {
    id: 1,
    amount: 9_007_199_254_740_991,
    size: '1.25',
    name: 'Ünïcode\n"Name"',
    doc,
    document: doc,
    tags: [3, 1],
    at: '2026-11-27T07:48:30.277Z',
    flag: true,
  },
  { id: 2, amount: -1500000, size: '0.5', name: null, doc: null, document: '', tags: [], at: null, flag: false },
];

it('stores what a parameter per cell stores, a text column taking an object as its JSON text', async () => {
  await reset();
  for (const r of rows)
    await sql`INSERT INTO rm.t_json (${sql.join(COLUMNS.map((c) => sql.ref(c)))}) VALUES (${r.id}, ${r.amount},
              ${r.size}, ${r.name}, ${r.doc === null ? null : JSON.stringify(r.doc)}, ${typeof r.document === 'string' ? r.document : JSON.stringify(r.document)},
              ${r.tags}, ${r.at}, ${r.flag})`.execute(scratch());
  const perCell = await rowsOf();
  await reset();
  await jsonInsert('rm.t_json', COLUMNS, rows).execute(scratch());
  expect(await rowsOf()).toEqual(perCell);
  expect(perCell[0]!['text']).toBe(JSON.stringify(doc));
});

it('updates the listed columns of a stored row on conflict and keeps the others', async () => {
  await reset();
  await jsonInsert('rm.t_json', COLUMNS, rows).execute(scratch());
  const changed = [{ id: 1, name: 'renamed', amount: 7, flag: false }];
  await jsonInsert(
    'rm.t_json',
    ['id', 'name', 'amount', 'flag'],
    changed,
    updateOnConflict(['id'], ['name', 'amount']),
  ).execute(scratch());
  const [first] = await rowsOf();
  expect(first).toMatchObject({
    id: 1,
    name: 'renamed',
    amount: 7,
    flag: true,
    search: 'renamed',
    size: '1.25000000',
  });
});
