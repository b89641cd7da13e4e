import fs from 'node:fs';
import path from 'node:path';
import { verdict, type BudgetRow } from './budget-row.js';
import type { Machine } from './machine.js';

export const RESULTS_START = '<!-- bench:results:start (written by `npm run bench`; edit around it, not in it) -->';
export const RESULTS_END = '<!-- bench:results:end -->';
export const HISTORY_START = '<!-- bench:history:start (written by `npm run bench`; edit around it, not in it) -->';
export const HISTORY_END = '<!-- bench:history:end -->';
export const BROWSER_START = '<!-- bench:browser:start (written by `npm run bench`; edit around it, not in it) -->';
export const BROWSER_END = '<!-- bench:browser:end -->';
export const SALES_START = '<!-- bench:sales:start (written by `npm run bench`; edit around it, not in it) -->';
export const SALES_END = '<!-- bench:sales:end -->';
export const STORAGES_START = '<!-- bench:storages:start (written by `npm run bench`; edit around it, not in it) -->';
export const STORAGES_END = '<!-- bench:storages:end -->';
export const REQUESTS_START = '<!-- bench:requests:start (written by `npm run bench`; edit around it, not in it) -->';
export const REQUESTS_END = '<!-- bench:requests:end -->';
export const WAREHOUSE3D_START =
  '<!-- bench:warehouse3d:start (written by `npm run bench`; edit around it, not in it) -->';
export const WAREHOUSE3D_END = '<!-- bench:warehouse3d:end -->';
export const WRITE_START = '<!-- bench:write:start (written by `npm run bench`; edit around it, not in it) -->';
export const WRITE_END = '<!-- bench:write:end -->';
export const START_START = '<!-- bench:start:start (written by `npm run bench`; edit around it, not in it) -->';
export const START_END = '<!-- bench:start:end -->';

/** Each part of the bench writes its own block, so a run with `--only <part>` leaves the others' figures. */
export const BLOCKS = {
  core: { start: RESULTS_START, end: RESULTS_END },
  history: { start: HISTORY_START, end: HISTORY_END },
  browser: { start: BROWSER_START, end: BROWSER_END },
  sales: { start: SALES_START, end: SALES_END },
  storages: { start: STORAGES_START, end: STORAGES_END },
  requests: { start: REQUESTS_START, end: REQUESTS_END },
  warehouse3d: { start: WAREHOUSE3D_START, end: WAREHOUSE3D_END },
  write: { start: WRITE_START, end: WRITE_END },
  start: { start: START_START, end: START_END },
  'storage-loop': {
    start: '<!-- bench:storage-loop:start (written by `npm run bench`; edit around it, not in it) -->',
    end: '<!-- bench:storage-loop:end -->',
  },
  billing: {
    start: '<!-- bench:billing:start (written by `npm run bench`; edit around it, not in it) -->',
    end: '<!-- bench:billing:end -->',
  },
  accounting: {
    start: '<!-- bench:accounting:start (written by `npm run bench`; edit around it, not in it) -->',
    end: '<!-- bench:accounting:end -->',
  },
} as const;
export type Block = keyof typeof BLOCKS;

const HEADERS = ['budget', 'target', 'measured', 'result', 'notes'] as const;
const cells = (r: BudgetRow): string[] => [r.budget, r.target ?? '—', r.measured, verdict(r), r.notes];

/** The table for the terminal: aligned columns, notes last. */
export const formatTable = (rows: readonly BudgetRow[]): string => {
  const table = [[...HEADERS], ...rows.map(cells)];
  const widths = HEADERS.slice(0, 4).map((_, c) => Math.max(...table.map((line) => line[c]!.length)));
  const line = (l: readonly string[]) => l.map((cell, c) => (c < 4 ? cell.padEnd(widths[c]!) : cell)).join('  ');
  const rule = `${widths.map((w) => '-'.repeat(w)).join('  ')}  -----`;
  return [line(table[0]!), rule, ...table.slice(1).map(line)].join('\n');
};

export const describeRun = (machine: Machine, command: string, serverUrl: string): string[] => {
  const server = new URL(serverUrl);
  return [
    `- Date: ${machine.date}`,
    `- Command: \`${command}\``,
    `- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ` +
      `load average at start ${machine.loadAverage}`,
    `- Node ${machine.node}; PostgreSQL ${machine.postgres} at ${server.hostname}:${server.port || 5432}`,
    `- PostgreSQL settings: ${machine.postgresSettings}`,
    ...(machine.browser ? [`- Browser: ${machine.browser}`] : []),
  ];
};

const markdownTable = (rows: readonly BudgetRow[]): string[] => {
  const escape = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${HEADERS.join(' | ')} |`,
    `|${HEADERS.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${cells(r).map(escape).join(' | ')} |`),
  ];
};

const TEMPLATE = '# Benchmarks\n';

/**
 * Replaces one generated block of docs/benchmarks.md (`core`, `history`, `browser` or `sales`) with this run's figures; the rest of
 * the page, the other block included, stays. A missing block is added at the end.
 */
export const writeResults = (
  docsPath: string,
  which: Block,
  machine: Machine,
  command: string,
  serverUrl: string,
  rows: readonly BudgetRow[],
): void => {
  const { start, end } = BLOCKS[which];
  const current = fs.existsSync(docsPath) ? fs.readFileSync(docsPath, 'utf8') : TEMPLATE;
  const hasBlock = current.includes(start) && current.includes(end);
  const page = hasBlock ? current : `${current.trimEnd()}\n\n${start}\n${end}\n`;
  const run = describeRun(machine, command, serverUrl);
  const block = [start, '', ...run, '', ...markdownTable(rows), '', end].join('\n');
  const before = page.slice(0, page.indexOf(start));
  const after = page.slice(page.indexOf(end) + end.length);
  fs.mkdirSync(path.dirname(docsPath), { recursive: true });
  fs.writeFileSync(docsPath, before + block + after);
};
