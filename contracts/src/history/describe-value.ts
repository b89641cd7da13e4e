import { Currency } from '../money/currency.js';
import { formatMoney, money } from '../money/money.js';
import { countryById } from '../catalogue/countries.js';
import { kindOfPart, type FieldKind, type RefModel } from './history-fields.js';

/** A record a value names: shown by its name, linked to its page. */
export interface DescribedRef {
  readonly model: RefModel;
  readonly id: number;
  readonly name: string;
}

/**
 * A value as a reader sees it: its text (lines apart by '\n'), the records it names (the console links them), and
 * for an instant the instant itself (the console shows it in the viewer's time zone; the text is UTC).
 */
export interface DescribedValue {
  readonly text: string;
  readonly refs?: readonly DescribedRef[];
  readonly at?: string;
}

/** The catalogue: a message by key with its `{name}` parameters filled, or undefined when the catalogue has none. */
export type Words = (key: string, params?: Readonly<Record<string, string | number>>) => string | undefined;

/** What describing needs from outside: the words, the names of records, the record's currency. */
export interface DescribeContext {
  readonly words: Words;
  /** The name of a record, or undefined when it is not known (then '#id' shows). */
  readonly nameOf: (model: RefModel, id: number) => string | undefined;
  readonly currency: Currency | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

const isObject = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value that says nothing: null, '', an empty list or object. A creation leaves these out. */
export const isEmptyValue = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.values(v).every(isEmptyValue));

/** 'LeadMarkedLost' → 'Lead marked lost', 'quote_sent' → 'Quote sent': the last resort when the catalogue has no word. */
export const humanise = (code: string): string => {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (ARCHITECTURE §8), without a time zone to shift it. */
export const formatIsoDate = (iso: string): string => {
  const m = ISO_DATE.exec(iso.slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};

/** An ISO instant → 'DD/MM/YYYY HH:mm' in UTC (the console re-shows `at` in the viewer's zone). */
export const formatIsoInstant = (iso: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
};

/** The currency a record's amounts are in: its own `currency`, else its country's. */
export const currencyOfDocument = (doc: Readonly<Record<string, unknown>> | null): Currency | null => {
  if (!doc) return null;
  if (Currency.is(doc['currency'])) return doc['currency'];
  const country = typeof doc['countryId'] === 'number' ? countryById(doc['countryId']) : undefined;
  return country?.currency ?? null;
};

/** An amount through the one formatter; without a known currency, its figure with two decimals. */
const moneyText = (amount: number, currency: Currency | null): string => {
  if (!Number.isSafeInteger(amount)) return String(amount);
  if (currency) return formatMoney(money(amount), currency);
  return formatMoney(money(amount), 'AED').replace(/^AED /, '');
};

const word = (ctx: DescribeContext, key: string, fallback: string, params?: Record<string, string | number>) =>
  ctx.words(key, params) ?? fallback;

const refOf = (ctx: DescribeContext, model: RefModel, id: number): DescribedRef => ({
  model,
  id,
  name: ctx.nameOf(model, id) ?? word(ctx, 'history.recordNumber', `#${id}`, { id }),
});

const codeText = (ctx: DescribeContext, code: string) => word(ctx, `history.value.${code}`, humanise(code));

const partLabel = (ctx: DescribeContext, name: string) => word(ctx, `history.field.${name}`, humanise(name));

/** A name for a line of a list: its name, title, comment, or label field when it has one. */
const lineName = (o: Readonly<Record<string, unknown>>): string | undefined => {
  for (const k of ['name', 'title', 'label', 'item', 'question', 'comment']) {
    if (typeof o[k] === 'string') return o[k];
  }
  return undefined;
};

const tickOf = (o: Readonly<Record<string, unknown>>): boolean | undefined => {
  for (const k of ['done', 'checked', 'isDone', 'completed', 'value']) {
    if (typeof o[k] === 'boolean') return o[k];
  }
  return undefined;
};

const join = (parts: readonly DescribedValue[], separator: string): DescribedValue => {
  const refs = parts.flatMap((p) => p.refs ?? []);
  return { text: parts.map((p) => p.text).join(separator), ...(refs.length > 0 ? { refs } : {}) };
};

/** An object's set fields as 'Label: value' parts (an answered checklist, a storage record, a request line). */
const describeParts = (
  model: string,
  parent: string,
  o: Readonly<Record<string, unknown>>,
  ctx: DescribeContext,
): DescribedValue[] =>
  Object.entries(o)
    .filter(([k, v]) => !isEmptyValue(v) && kindOfPart(model, parent, k).kind !== 'hidden')
    .map(([k, v]) => {
      const value = describeValue(model, `${parent}.${k}`, kindOfPart(model, parent, k), v, ctx);
      return {
        ...value,
        text: word(ctx, 'history.partLine', `${partLabel(ctx, k)}: ${value.text}`, {
          label: partLabel(ctx, k),
          value: value.text,
        }),
      };
    });

const describeItem = (model: string, item: unknown, ctx: DescribeContext): DescribedValue => {
  if (!isObject(item)) return describeValue(model, 'items', { kind: 'text' }, item, ctx);
  const typeId = item['storagetypeId'];
  const quantity = typeof item['quantity'] === 'number' ? item['quantity'] : item['qty'];
  if (typeof typeId !== 'number') return join(describeParts(model, 'items', item, ctx), ', ');
  const ref = refOf(ctx, 'storagetype', typeId);
  const q = typeof quantity === 'number' ? quantity : 1;
  return { text: word(ctx, 'history.itemLine', `${q} × ${ref.name}`, { quantity: q, name: ref.name }), refs: [ref] };
};

const describeService = (model: string, s: unknown, ctx: DescribeContext): DescribedValue => {
  if (!isObject(s)) return describeValue(model, 'services', { kind: 'text' }, s, ctx);
  const typeId = typeof s['servicetypeId'] === 'number' ? s['servicetypeId'] : null;
  const given =
    isObject(s['servicetype']) && typeof s['servicetype']['name'] === 'string' ? s['servicetype']['name'] : null;
  const name = given ?? (typeId === null ? '' : refOf(ctx, 'servicetype', typeId).name);
  const currency = Currency.is(s['currency']) ? s['currency'] : ctx.currency;
  const amount = typeof s['amount'] === 'number' ? moneyText(s['amount'], currency) : '';
  return { text: word(ctx, 'history.serviceLine', `${name}: ${amount}`, { name, amount }) };
};

const describeTick = (model: string, c: unknown, ctx: DescribeContext): DescribedValue => {
  if (!isObject(c)) return describeValue(model, 'checklist', { kind: 'text' }, c, ctx);
  const name = lineName(c);
  const tick = tickOf(c);
  if (name === undefined || tick === undefined) return join(describeParts(model, 'checklist', c, ctx), ', ');
  return { text: word(ctx, tick ? 'history.checked' : 'history.unchecked', `${tick ? '✓' : '✗'} ${name}`, { name }) };
};

/**
 * A value of a field as a reader sees it, by the field's kind and the value's shape: never a raw amount, a raw id
 * where a name exists, a code where a word exists, an ISO stamp, or JSON.
 */
export const describeValue = (
  model: string,
  path: string,
  kind: FieldKind,
  value: unknown,
  ctx: DescribeContext,
): DescribedValue => {
  const lines = (items: readonly unknown[], one: (x: unknown) => DescribedValue) => join(items.map(one), '\n');
  if (isEmptyValue(value)) return { text: word(ctx, 'history.empty', '—') };
  if (typeof value === 'boolean')
    return { text: word(ctx, value ? 'history.yes' : 'history.no', value ? 'Yes' : 'No') };
  switch (kind.kind) {
    case 'hidden':
      return { text: '' };
    case 'money':
      if (typeof value === 'number') return { text: moneyText(value, ctx.currency) };
      break;
    case 'ref':
      if (typeof value === 'number')
        return { text: refOf(ctx, kind.model, value).name, refs: [refOf(ctx, kind.model, value)] };
      if (Array.isArray(value) && value.every((v) => typeof v === 'number')) {
        const refs = value.map((id: number) => refOf(ctx, kind.model, id));
        return { text: refs.map((r) => r.name).join(', '), refs };
      }
      break;
    case 'code':
      if (typeof value === 'string') return { text: codeText(ctx, value) };
      if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        return { text: value.map((v: string) => codeText(ctx, v)).join(', ') };
      break;
    case 'items':
      if (Array.isArray(value)) return lines(value, (x) => describeItem(model, x, ctx));
      break;
    case 'services':
      if (Array.isArray(value)) return lines(value, (x) => describeService(model, x, ctx));
      break;
    case 'checklist':
      if (Array.isArray(value)) return lines(value, (x) => describeTick(model, x, ctx));
      break;
    case 'date':
      if (typeof value === 'string' && ISO_DATE.test(value.slice(0, 10)) && !ISO_INSTANT.test(value))
        return { text: formatIsoDate(value) };
      break;
    default:
      break;
  }
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return { text: formatIsoInstant(value), at: value };
    if (ISO_DATE.test(value)) return { text: formatIsoDate(value) };
    return { text: value };
  }
  if (typeof value === 'number') return { text: String(value) };
  if (Array.isArray(value)) {
    // Comments read as what was written (their author and time are the revision's).
    if (value.every((x) => isObject(x) && typeof x['comment'] === 'string'))
      return { text: value.map((x: Readonly<Record<string, unknown>>) => String(x['comment'])).join('\n') };
    return lines(value, (x) =>
      isObject(x)
        ? lineName(x) !== undefined && tickOf(x) !== undefined
          ? describeTick(model, x, ctx)
          : join(describeParts(model, path.slice(path.lastIndexOf('.') + 1), x, ctx), ', ')
        : describeValue(model, path, kind, x, ctx),
    );
  }
  if (isObject(value)) return join(describeParts(model, path.slice(path.lastIndexOf('.') + 1), value, ctx), '\n');
  return { text: String(value) };
};
