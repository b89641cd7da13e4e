/** One line of the table: a budget of the issue, or a figure measured for context (target undefined). */
export interface BudgetRow {
  readonly budget: string;
  /** '≥ 1,000 events/s'; undefined for a figure without a budget. */
  readonly target: string | undefined;
  readonly measured: string;
  /** undefined: no budget, or not measured. */
  readonly pass: boolean | undefined;
  readonly notes: string;
}

export const verdict = (row: BudgetRow): string => {
  if (row.pass === undefined) return row.target ? 'skipped' : '—';
  return row.pass ? 'pass' : 'FAIL';
};

export const thousands = (n: number): string => Math.round(n).toLocaleString('en-US');
