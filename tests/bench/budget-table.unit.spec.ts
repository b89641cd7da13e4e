import type { BudgetRow } from './budget-row.js';
import {
  BUDGETS_END,
  BUDGETS_START,
  budgetTableRows,
  parseBudgetTable,
  rewriteBudgetTable,
  type BudgetTableRow,
} from './budget-table.js';
import type { Machine } from './machine.js';

const machine = (date: string, load = '1.19 / 1.85 / 3.56'): Machine => ({
  cpus: 2,
  cpuModel: 'AMD EPYC',
  memoryGiB: 23.5,
  node: 'v20.20.2',
  postgres: '15.20',
  postgresSettings: 'autovacuum=off',
  loadAverage: load,
  date,
});

const row = (budget: string, latest: string, date = '2026-11-22'): BudgetTableRow => ({
  budget,
  target: 'p95 ≤ 50 ms',
  latest,
  result: 'pass',
  machine: '2 CPUs (AMD EPYC), 23.5 GiB, load 1.19',
  date,
});

const page = (rows: readonly BudgetTableRow[]): string =>
  [
    '# Benchmarks',
    '',
    'Written by hand above.',
    '',
    BUDGETS_START,
    '',
    '| budget | target | latest | result | machine | date |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${[r.budget, r.target, r.latest, r.result, r.machine, r.date].join(' | ')} |`),
    '',
    BUDGETS_END,
    '',
    '## How each budget is measured',
    '',
    'Written by hand below.',
    '',
  ].join('\n');

const tableOf = (doc: string): BudgetTableRow[] =>
  parseBudgetTable(doc.slice(doc.indexOf(BUDGETS_START), doc.indexOf(BUDGETS_END)));

describe('the budget table of docs/benchmarks.md', () => {
  const old = page([row('1a. Append', '11,728 events/s'), row('Orders list: no filter', 'p95 23 ms'), row('W1', 'x')]);

  it('rewrites the rows of the budgets measured and keeps the others as they were', () => {
    const doc = rewriteBudgetTable(old, [row('Orders list: no filter', 'p95 19 ms', '2026-12-01')]);
    expect(tableOf(doc)).toEqual([
      row('1a. Append', '11,728 events/s'),
      row('Orders list: no filter', 'p95 19 ms', '2026-12-01'),
      row('W1', 'x'),
    ]);
  });

  it('leaves the page outside the markers untouched', () => {
    const doc = rewriteBudgetTable(old, [row('W1', 'y')]);
    const outside = (d: string) => [d.slice(0, d.indexOf(BUDGETS_START)), d.slice(d.indexOf(BUDGETS_END))];
    expect(outside(doc)).toEqual(outside(old));
  });

  it('puts a new budget after the one the run measured before it, or at the end', () => {
    const doc = rewriteBudgetTable(old, [
      row('Orders list: no filter', 'p95 19 ms'),
      row('Orders list: searchTerm', 'p95 30 ms'),
      row('Z. New part', '1 s'),
    ]);
    expect(tableOf(doc).map((r) => r.budget)).toEqual([
      '1a. Append',
      'Orders list: no filter',
      'Orders list: searchTerm',
      'Z. New part',
      'W1',
    ]);
    const alone = rewriteBudgetTable(old, [row('Z. New part', '1 s')]);
    expect(tableOf(alone).map((r) => r.budget)).toEqual(['1a. Append', 'Orders list: no filter', 'W1', 'Z. New part']);
  });

  it('keeps a | inside a cell, both ways', () => {
    const doc = rewriteBudgetTable(old, [row('A | B', 'p50 1 | p95 2')]);
    expect(doc).toContain('| A \\| B | p95 ≤ 50 ms | p50 1 \\| p95 2 |');
    expect(tableOf(rewriteBudgetTable(doc, []))).toContainEqual(row('A | B', 'p50 1 | p95 2'));
  });

  it('is the same page again when nothing was measured', () => {
    expect(rewriteBudgetTable(old, [])).toBe(old);
  });

  it('adds the table after the title of a page that has none', () => {
    const doc = rewriteBudgetTable('# Benchmarks\n\nHow to run.\n', [row('W1', 'x')]);
    expect(doc.startsWith(`# Benchmarks\n\n${BUDGETS_START}\n`)).toBe(true);
    expect(doc.endsWith(`${BUDGETS_END}\n\nHow to run.\n`)).toBe(true);
    expect(tableOf(doc)).toEqual([row('W1', 'x')]);
  });

  it('takes a run: rows with a target, their verdict, the machine and the UTC day', () => {
    const rows: BudgetRow[] = [
      { budget: 'Seeding', target: undefined, measured: '693/s', pass: undefined, notes: 'context' },
      { budget: 'W3', target: 'p50 ≤ 5 ms', measured: 'p50 9 ms', pass: false, notes: '' },
      { budget: '5. Relay', target: 'measured', measured: 'not measured', pass: undefined, notes: '' },
    ];
    expect(budgetTableRows(rows, machine('2026-11-29T07:46:39.961Z', '0.03 / 1.79 / 3.28'))).toEqual([
      {
        budget: 'W3',
        target: 'p50 ≤ 5 ms',
        latest: 'p50 9 ms',
        result: 'FAIL',
        machine: '2 CPUs (AMD EPYC), 23.5 GiB, load 0.03',
        date: '2026-11-29',
      },
      {
        budget: '5. Relay',
        target: 'measured',
        latest: 'not measured',
        result: 'skipped',
        machine: '2 CPUs (AMD EPYC), 23.5 GiB, load 0.03',
        date: '2026-11-29',
      },
    ]);
  });
});
