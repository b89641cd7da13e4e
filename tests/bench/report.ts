import fs from 'node:fs';
import path from 'node:path';
import { verdict, type BudgetRow } from './budget-row.js';
import { budgetTableRows, rewriteBudgetTable } from './budget-table.js';
import type { Machine } from './machine.js';

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

/**
 * Writes this run's budgets into the table at the top of docs/benchmarks.md (budget-table.ts): the rows of the
 * budgets measured are replaced, every other row and the rest of the page stay.
 */
export const writeBudgetTable = (docsPath: string, machine: Machine, rows: readonly BudgetRow[]): void => {
  const current = fs.existsSync(docsPath) ? fs.readFileSync(docsPath, 'utf8') : '# Benchmarks\n';
  fs.mkdirSync(path.dirname(docsPath), { recursive: true });
  fs.writeFileSync(docsPath, rewriteBudgetTable(current, budgetTableRows(rows, machine)));
};
