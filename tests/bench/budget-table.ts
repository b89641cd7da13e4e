import { verdict, type BudgetRow } from './budget-row.js';
import type { Machine } from './machine.js';

/**
 * The table of every budget at the top of docs/benchmarks.md: one row per budget with its latest figure, where and
 * when it was measured. `npm run bench` rewrites the rows of the budgets it measured and keeps the others as they were.
 */
export const BUDGETS_START = '<!-- budgets:start (written by `npm run bench`; edit around it, not in it) -->';
export const BUDGETS_END = '<!-- budgets:end -->';

export interface BudgetTableRow {
  readonly budget: string;
  readonly target: string;
  readonly latest: string;
  /** pass, FAIL or skipped (verdict of the run that measured it). */
  readonly result: string;
  readonly machine: string;
  /** YYYY-MM-DD (UTC). */
  readonly date: string;
}

const HEADERS = ['budget', 'target', 'latest', 'result', 'machine', 'date'] as const;

/** `2 CPUs (AMD EPYC), 23.5 GiB, load 1.19`: what the figure means little without (the load at the part's start). */
export const machineSummary = (machine: Machine): string =>
  `${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, load ${machine.loadAverage.split(' / ')[0] ?? '?'}`;

/** The table's rows of one run's figures: the rows with a target (a figure without one is context, not a budget). */
export const budgetTableRows = (rows: readonly BudgetRow[], machine: Machine): BudgetTableRow[] =>
  rows
    .filter((r) => r.target !== undefined)
    .map((r) => ({
      budget: r.budget,
      target: r.target ?? '—',
      latest: r.measured,
      result: verdict(r),
      machine: machineSummary(machine),
      date: machine.date.slice(0, 10),
    }));

const escapeCell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const unescapeCell = (s: string): string => s.trim().replace(/\\\|/g, '|');

/** The cells of one Markdown table line, `\|` kept inside a cell. */
const cellsOf = (line: string): string[] => {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map(unescapeCell);
};

/** The rows of the table between the markers (header and rule left out); lines that are not rows are ignored. */
export const parseBudgetTable = (block: string): BudgetTableRow[] =>
  block
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map(cellsOf)
    .filter((cells) => cells.length === HEADERS.length && cells[0] !== HEADERS[0] && !/^-+$/.test(cells[0] ?? ''))
    .map(([budget, target, latest, result, machine, date]) => ({
      budget: budget!,
      target: target!,
      latest: latest!,
      result: result!,
      machine: machine!,
      date: date!,
    }));

export const formatBudgetTable = (rows: readonly BudgetTableRow[]): string =>
  [
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map(() => '---').join('|')}|`,
    ...rows.map(
      (r) => `| ${[r.budget, r.target, r.latest, r.result, r.machine, r.date].map(escapeCell).join(' | ')} |`,
    ),
  ].join('\n');

/**
 * The table after a run: a measured budget already listed takes its place; a new one goes after the row this run
 * placed before it (the first of a run after the last row), so a part's budgets stay together in the order the bench
 * measures them; every budget the run did not measure stays as it was.
 */
export const mergeBudgetRows = (
  old: readonly BudgetTableRow[],
  measured: readonly BudgetTableRow[],
): BudgetTableRow[] => {
  const rows = [...old];
  let previous: string | undefined;
  for (const row of measured) {
    const at = rows.findIndex((r) => r.budget === row.budget);
    if (at >= 0) rows[at] = row;
    else {
      const after = previous === undefined ? -1 : rows.findIndex((r) => r.budget === previous);
      rows.splice(after >= 0 ? after + 1 : rows.length, 0, row);
    }
    previous = row.budget;
  }
  return rows;
};

/**
 * The page with its budget table rewritten from this run's rows; everything outside the markers stays. A page without
 * the markers gets the table after its title (its first line), or at the top.
 */
export const rewriteBudgetTable = (doc: string, measured: readonly BudgetTableRow[]): string => {
  const start = doc.indexOf(BUDGETS_START);
  const end = start < 0 ? -1 : doc.indexOf(BUDGETS_END, start);
  if (start < 0 || end < 0) {
    const block = `${BUDGETS_START}\n\n${formatBudgetTable(mergeBudgetRows([], measured))}\n\n${BUDGETS_END}\n`;
    const title = doc.startsWith('# ') ? doc.indexOf('\n') + 1 : 0;
    const head = title > 0 ? `${doc.slice(0, title)}\n` : '';
    const rest = doc.slice(title).replace(/^\n+/, '');
    return `${head}${block}${rest ? `\n${rest}` : ''}`;
  }
  const old = parseBudgetTable(doc.slice(start + BUDGETS_START.length, end));
  const table = formatBudgetTable(mergeBudgetRows(old, measured));
  return `${doc.slice(0, start)}${BUDGETS_START}\n\n${table}\n\n${doc.slice(end)}`;
};
