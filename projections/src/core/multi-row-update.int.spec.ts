import { sql } from 'kysely';
import { updateRowsById } from './multi-row-update.js';
import { useScratchReadModels } from './scratch-read-models.testing.js';

/** Many rows changed in one statement per set of columns must end as one UPDATE per row would leave them. */
const scratch = useScratchReadModels('rm_core_multi_update');

const rowsOf = async () =>
  (
    await sql<Record<string, unknown>>`SELECT id, qty, name, doc, tags, "at", flag FROM rm.t_multi ORDER BY id`.execute(
      scratch(),
    )
  ).rows;

const reset = async () => {
  await sql`DROP TABLE IF EXISTS rm.t_multi`.execute(scratch());
  await sql`CREATE TABLE rm.t_multi (id integer PRIMARY KEY, qty integer, name text, doc jsonb, tags text[],
                                     "at" timestamptz, flag boolean NOT NULL DEFAULT false)`.execute(scratch());
  await sql`INSERT INTO rm.t_multi (id, qty, name) SELECT i, i, 'n' || i FROM generate_series(1, 6) i`.execute(
    scratch(),
  );
};

const changes: [number, Record<string, unknown>][] = [
  [1, { qty: 10, name: 'one' }],
  [2, { name: 'two', qty: 20 }],
  [3, { doc: JSON.stringify({ a: [1, 2], b: 'x' }), tags: ['vip', 'late'], at: '2026-11-26T10:00:00.000Z' }],
  [4, { flag: true, name: null, tags: [] }],
  [9, { qty: 90 }], // not stored: nothing, as UPDATE … WHERE id = 9
];

it('gives the rows one UPDATE per row gives, whatever the mix of columns and types', async () => {
  await reset();
  for (const [id, set] of changes) {
    await sql`UPDATE rm.t_multi SET ${sql.join(Object.entries(set).map(([c, v]) => sql`${sql.ref(c)} = ${v}`))}
               WHERE id = ${id}`.execute(scratch());
  }
  const oneByOne = await rowsOf();
  await reset();
  const back = await scratch()
    .transaction()
    .execute((trx) => updateRowsById(trx, 'rm.t_multi', changes, ['qty']));
  expect(await rowsOf()).toEqual(oneByOne);
  // Read back from the rows updated only, by id.
  expect([...back.entries()].sort(([a], [b]) => a - b)).toEqual([
    [1, { qty: 10 }],
    [2, { qty: 20 }],
    [3, { qty: 3 }],
    [4, { qty: 4 }],
  ]);
});

it('writes one statement per set of columns, not one per row', async () => {
  await reset();
  const statements: string[] = [];
  const counted = scratch().withPlugin({
    transformQuery: (args) => {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  });
  const many: [number, Record<string, unknown>][] = Array.from({ length: 6 }, (_, i) => [
    i + 1,
    i % 2 === 0 ? { qty: i * 100 } : { name: `renamed ${i}` },
  ]);
  await counted.transaction().execute((trx) => updateRowsById(trx, 'rm.t_multi', many));
  // The column types were read by the test above (same table, same columns): two updates, one per set of columns.
  expect(statements.filter((k) => k === 'RawNode')).toHaveLength(2);
  expect((await rowsOf()).map((r) => [r['qty'], r['name']])).toEqual([
    [0, 'n1'],
    [2, 'renamed 1'],
    [200, 'n3'],
    [4, 'renamed 3'],
    [400, 'n5'],
    [6, 'renamed 5'],
  ]);
});
