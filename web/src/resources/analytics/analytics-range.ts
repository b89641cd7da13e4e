/** The date ranges of the analytics pages (spec 1 §2.9, §9): presets, the previous period, the latest day allowed. */

export type Preset = 'today' | 'thisMonth' | 'lastMonth' | 'thisYear';
export const PRESETS: readonly Preset[] = ['today', 'thisMonth', 'lastMonth', 'thisYear'];
/** This Month is the default (spec 1 §9). */
export const DEFAULT_PRESET: Preset = 'thisMonth';

export interface Range {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (d: string, n: number): string => iso(ms(d) + n * DAY_MS);

/** A preset's range on `today` (YYYY-MM-DD): it never ends after today. */
export const presetRange = (preset: Preset, today: string): Range => {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const first = (year: number, month: number) => iso(Date.UTC(year, month - 1, 1));
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'thisMonth':
      return { from: first(y, m), to: today };
    case 'lastMonth': {
      const from = m === 1 ? first(y - 1, 12) : first(y, m - 1);
      return { from, to: addDays(first(y, m), -1) };
    }
    case 'thisYear':
      return { from: first(y, 1), to: today };
  }
};

/** The period of the same length that ends the day before the range starts. */
export const previousPeriod = (r: Range): Range => {
  const days = Math.round((ms(r.to) - ms(r.from)) / DAY_MS);
  const to = addDays(r.from, -1);
  return { from: addDays(to, -days), to };
};

/** The last day a page may show: today, or tomorrow on the Usage page (spec 1 §2.9). */
export const latestDay = (today: string, usage: boolean): string => (usage ? addDays(today, 1) : today);

/** A range applies only when its end is not before its start and it does not reach past the latest day. */
export const isApplicable = (r: Range, latest: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to) && r.from <= r.to && r.to <= latest;

/** Today as the browser's calendar says it. */
export const localToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
