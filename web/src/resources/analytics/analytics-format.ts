import { CURRENCY_DECIMALS, formatMoney, MONEY_SCALE, money, type Currency, type MetricUnit } from '@console/contracts';

const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cbm = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A figure in the table: counts whole, money in the currency's decimals (none known: All countries), CBM to 3. */
export const formatFigure = (value: number, unit: MetricUnit, currency: string | null): string => {
  if (unit === 'count') return counts.format(value);
  if (unit === 'cbm') return cbm.format(value);
  if (currency !== null && currency in CURRENCY_DECIMALS) return formatMoney(money(value), currency as Currency);
  return counts.format(Math.round(value / MONEY_SCALE));
};

/** A figure on the graph: money in whole units of the currency, without decimals (spec 1 §2.9). */
export const graphValue = (value: number, unit: MetricUnit): number =>
  unit === 'money' ? Math.round(value / MONEY_SCALE) : value;

/** The change from the previous period, in percent (none when the previous figure is zero). */
export const changePercent = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
