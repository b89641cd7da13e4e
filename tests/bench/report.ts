import fs from 'node:fs';
import path from 'node:path';
import { verdict, type BudgetRow } from './budget-row.js';
import type { Machine } from './machine.js';

export const RESULTS_START = '<!-- bench:results:start (written by `npm run bench`; edit around it, not in it) -->';
export const RESULTS_END = '<!-- bench:results:end -->';

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

const TEMPLATE = `# Benchmarks\n\n${RESULTS_START}\n${RESULTS_END}\n`;

/** Replaces the generated block of docs/benchmarks.md with this run's figures; the rest of the page stays. */
export const writeResults = (
  docsPath: string,
  machine: Machine,
  command: string,
  serverUrl: string,
  rows: readonly BudgetRow[],
): void => {
  const current = fs.existsSync(docsPath) ? fs.readFileSync(docsPath, 'utf8') : TEMPLATE;
  const hasBlock = current.includes(RESULTS_START) && current.includes(RESULTS_END);
  const page = hasBlock ? current : `${current.trimEnd()}\n\n${RESULTS_START}\n${RESULTS_END}\n`;
  const run = describeRun(machine, command, serverUrl);
  const block = [RESULTS_START, '', ...run, '', ...markdownTable(rows), '', RESULTS_END].join('\n');
  const before = page.slice(0, page.indexOf(RESULTS_START));
  const after = page.slice(page.indexOf(RESULTS_END) + RESULTS_END.length);
  fs.mkdirSync(path.dirname(docsPath), { recursive: true });
  fs.writeFileSync(docsPath, before + block + after);
};
