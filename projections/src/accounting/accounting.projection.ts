import {
  CARD_EVENT_TYPES,
  catalogueEventTypes,
  CHARGE_EVENT_TYPES,
  chargeSignedAmount,
  evolveCard,
  evolveCharge,
  evolveInvoice,
  evolvePayment,
  INVOICE_EVENT_TYPES,
  PAYMENT_EVENT_TYPES,
  type CardEvent,
  type CardState,
  type ChargeEvent,
  type ChargeState,
  type InvoiceEvent,
  type InvoiceState,
  type PaymentEvent,
  type PaymentState,
  type RecordedEvent,
} from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import { jsonChunks, jsonInsert, updateOnConflict } from '../core/json-rows.js';
import { RefNames, type RefCopy } from '../core/ref-names.js';
import { recordRefSource, userRefSource } from '../core/ref-sources.js';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';
import { invoicePaymentRun, invoiceRowOf, paymentRowOf } from './accounting-record-runs.js';
import type { AccountingRefsTable } from './accounting.tables.js';

type Trx = Transaction<ReadModels>;
type RefKind = AccountingRefsTable['kind'];
type AccountingTable = 'rm.charges' | 'rm.invoices' | 'rm.payments' | 'rm.cards';
const TABLES: readonly AccountingTable[] = ['rm.charges', 'rm.invoices', 'rm.payments', 'rm.cards'];

const PARTNER = catalogueEventTypes('partners');
const COUNTRY = catalogueEventTypes('country');
const has = (types: readonly string[], t: string) => types.includes(t);
const isInvoiceEvent = (e: RecordedEvent) => has(INVOICE_EVENT_TYPES, e.type);

/** The customer's, partner's and country's names every accounting row copies, kept in rm.accounting_refs. */
const names = new RefNames<RefKind, 'name'>({
  table: 'rm.accounting_refs',
  fields: ['name'],
  sources: [
    userRefSource('user', { name: 'name' }),
    recordRefSource(PARTNER, 'partner', { name: 'name' }),
    recordRefSource(COUNTRY, 'country', { name: 'name' }),
  ],
  copies: TABLES.flatMap((table): RefCopy<RefKind, 'name'>[] => [
    { table, key: 'userId', kind: 'user', columns: { userName: 'name' } },
    { table, key: 'partnerId', kind: 'partner', columns: { partnerName: 'name' } },
    { table, key: 'countryId', kind: 'country', columns: { countryName: 'name' } },
  ]),
});

/** The name columns of a row of `table` (every accounting row names its customer, partner and country). */
const namesOf = (trx: Trx, table: AccountingTable, r: { userId: number; partnerId: number; countryId: number }) =>
  names.lookup(trx, table, { userId: r.userId, partnerId: r.partnerId, countryId: r.countryId });

/** The document a row keeps (the stream's fold), or null before the first event. */
const docOf = async <T>(trx: Trx, table: AccountingTable, id: number): Promise<T | null> => {
  const row = await trx.selectFrom(table).select('doc').where('id', '=', id).executeTakeFirst();
  return row ? (row.doc as T) : null;
};

const upsert = async (trx: Trx, table: AccountingTable, row: Record<string, unknown>): Promise<void> => {
  const { id: _id, createdAt: _c, ...rest } = row;
  // kysely's table-generic insert cannot type a row chosen at run time; the rows are built per table below.
  await (trx.insertInto(table) as ReturnType<Trx['insertInto']>)
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .execute();
};

const json = (v: unknown) => JSON.stringify(v);

const charge = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const id = (e.data as { id: number }).id;
  const doc = evolveCharge(await docOf<NonNullable<ChargeState>>(trx, 'rm.charges', id), {
    type: e.type,
    data: e.data,
  } as ChargeEvent);
  if (!doc) return;
  if (doc.deleted) {
    await removeCharges(trx, [{ doc, e }]);
    return;
  }
  const { deleted: _d, ...fields } = doc;
  await upsert(trx, 'rm.charges', {
    ...fields,
    signedAmount: chargeSignedAmount(doc),
    metadata: doc.metadata === null ? null : json(doc.metadata),
    revision: e.streamVersion,
    updatedAt: e.metadata.occurredAt,
    doc: json(doc),
    ...(await namesOf(trx, 'rm.charges', doc)),
  });
};

/** The names of many refs at once (a batch of charges): one query, keyed `kind:id`. */
const namesOfMany = async (
  trx: Trx,
  rows: readonly { userId: number; partnerId: number; countryId: number }[],
): Promise<Map<string, string>> => {
  const ids = (k: 'userId' | 'partnerId' | 'countryId') => [...new Set(rows.map((r) => r[k]))];
  const found = await sql<{ kind: RefKind; id: number; name: string }>`
    SELECT kind, id, name FROM rm.accounting_refs
     WHERE (kind = 'user' AND id = ANY(${ids('userId')}::int[]))
        OR (kind = 'partner' AND id = ANY(${ids('partnerId')}::int[]))
        OR (kind = 'country' AND id = ANY(${ids('countryId')}::int[]))`.execute(trx);
  return new Map(found.rows.map((r) => [`${r.kind}:${Number(r.id)}`, r.name]));
};

/**
 * Charges deleted (each with its folded document and the deleting event): their rows leave rm.charges for
 * rm.deleted_charges, as they were last listed, with that event's revision and time (spec 3 §3 revision,
 * deletedAt). Built from the document, not read from rm.charges, so a charge made and deleted within one batch of
 * a rebuild is kept too.
 */
const removeCharges = async (
  trx: Trx,
  deleted: readonly { doc: NonNullable<ChargeState>; e: RecordedEvent }[],
): Promise<void> => {
  if (deleted.length === 0) return;
  await trx
    .deleteFrom('rm.charges')
    .where(
      'id',
      'in',
      deleted.map((x) => x.doc.id),
    )
    .execute();
  const names = await namesOfMany(
    trx,
    deleted.map((x) => x.doc),
  );
  await trx
    .insertInto('rm.deleted_charges')
    .values(
      deleted.map(({ doc, e }) => {
        const { deleted: _d, ...fields } = doc;
        return {
          id: doc.id,
          partnerId: doc.partnerId,
          revision: e.streamVersion,
          deletedAt: e.metadata.occurredAt,
          row: json({
            ...fields,
            signedAmount: chargeSignedAmount(doc),
            revision: e.streamVersion,
            updatedAt: e.metadata.occurredAt,
            userName: names.get(`user:${doc.userId}`) ?? null,
            partnerName: names.get(`partner:${doc.partnerId}`) ?? null,
            countryName: names.get(`country:${doc.countryId}`) ?? null,
          }),
        };
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
};

/**
 * A run of consecutive charge events (a billing run's thousands of ChargeCreated) as `charge` on each, in three
 * statements: the rows' documents read at once, folded in memory in order, then deleted or upserted at once.
 */
const chargeRun = async (trx: Trx, events: readonly RecordedEvent[]): Promise<void> => {
  const ids = [...new Set(events.map((e) => (e.data as { id: number }).id))];
  // One array parameter, not one per id (a billing batch reads a thousand charges, nearly all new).
  const { rows: stored } = await sql<{ id: number; doc: ChargeState }>`
    SELECT id, doc FROM rm.charges WHERE id = ANY(${ids}::int[])`.execute(trx);
  const docs = new Map<number, ChargeState>(stored.map((r) => [Number(r.id), r.doc]));
  const last = new Map<number, RecordedEvent>();
  for (const e of events) {
    const id = (e.data as { id: number }).id;
    docs.set(id, evolveCharge(docs.get(id) ?? null, { type: e.type, data: e.data } as ChargeEvent));
    last.set(id, e);
  }
  const live = ids.flatMap((id) => {
    const doc = docs.get(id);
    return doc && !doc.deleted ? [{ doc, e: last.get(id)! }] : [];
  });
  const kept = new Set(live.map((x) => x.doc.id));
  const gone = ids.filter((id) => !kept.has(id));
  await removeCharges(
    trx,
    gone.flatMap((id) => {
      const doc = docs.get(id);
      return doc ? [{ doc, e: last.get(id)! }] : [];
    }),
  );
  if (live.length === 0) return;
  const names = await namesOfMany(
    trx,
    live.map((x) => x.doc),
  );
  const rows = live.map(({ doc, e }): Record<string, unknown> => {
    const { deleted: _d, ...fields } = doc;
    // doc and metadata as JSON values: the statement's JSON parameter carries them into their jsonb columns.
    return {
      ...fields,
      signedAmount: chargeSignedAmount(doc),
      revision: e.streamVersion,
      updatedAt: e.metadata.occurredAt,
      doc,
      userName: names.get(`user:${doc.userId}`) ?? null,
      partnerName: names.get(`partner:${doc.partnerId}`) ?? null,
      countryName: names.get(`country:${doc.countryId}`) ?? null,
    };
  });
  // One statement per set of columns, so a row updates exactly the columns its single upsert would. The keys are
  // taken in their order, unsorted: rows built alike share it, and a set met in another order costs one statement
  // more, never a wrong row.
  const bySignature = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .join(',');
    const group = bySignature.get(key);
    if (group) group.push(row);
    else bySignature.set(key, [row]);
  }
  for (const [key, group] of bySignature) {
    const columns = key.split(',');
    const updated = columns.filter((k) => k !== 'id' && k !== 'createdAt');
    for (const chunk of jsonChunks(group))
      await jsonInsert('rm.charges', columns, chunk, updateOnConflict(['id'], updated)).execute(trx);
  }
};

const invoice = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const id = (e.data as { id: number }).id;
  const doc = evolveInvoice(await docOf<NonNullable<InvoiceState>>(trx, 'rm.invoices', id), {
    type: e.type,
    data: e.data,
  } as InvoiceEvent);
  if (!doc) return;
  await upsert(trx, 'rm.invoices', { ...invoiceRowOf(doc, e), ...(await namesOf(trx, 'rm.invoices', doc)) });
};

const payment = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const id = (e.data as { id: number }).id;
  const doc = evolvePayment(await docOf<NonNullable<PaymentState>>(trx, 'rm.payments', id), {
    type: e.type,
    data: e.data,
  } as PaymentEvent);
  if (!doc || doc.deleted) {
    await trx.deleteFrom('rm.payments').where('id', '=', id).execute();
    return;
  }
  await upsert(trx, 'rm.payments', { ...paymentRowOf(doc, e), ...(await namesOf(trx, 'rm.payments', doc)) });
};

const card = async (trx: Trx, e: RecordedEvent): Promise<void> => {
  const event = { type: e.type, data: e.data } as CardEvent;
  const id = event.data.id;
  const doc = evolveCard(await docOf<NonNullable<CardState>>(trx, 'rm.cards', id), event);
  if (!doc || doc.deleted) {
    await trx.deleteFrom('rm.cards').where('id', '=', id).execute();
    return;
  }
  const { deleted: _d, data, ...fields } = doc;
  await upsert(trx, 'rm.cards', {
    ...fields,
    data: data === undefined || data === null ? null : json(data),
    updatedAt: e.metadata.occurredAt,
    doc: json(doc),
    ...(await namesOf(trx, 'rm.cards', doc)),
  });
  if (event.type === 'CardMadeDefault') {
    // One default card per customer: the others stop being default, in their rows and their documents.
    await sql`
      UPDATE rm.cards SET "default" = (id = ${id}), doc = jsonb_set(doc, '{default}', to_jsonb(id = ${id}))
       WHERE "userId" = ${event.data.userId}`.execute(trx);
  }
};

/**
 * rm.charges, rm.invoices, rm.payments and rm.cards (the accounting lists, spec 3 §2), and the names they copy.
 * Each row keeps its record's document, folded by the aggregate's own evolve (contracts), so the rows are what the
 * deciders decide from, field for field.
 */
export const accountingProjection: Projection<ReadModels> = {
  name: 'accounting',
  // 2: charge rows carry their revision, deleted charges are kept in rm.deleted_charges, cards their data.
  // 3: payment rows carry their money (allocated, unallocated, refunded, refundPending; issue 30).
  version: 3,
  handles: [
    ...CHARGE_EVENT_TYPES,
    ...INVOICE_EVENT_TYPES,
    ...PAYMENT_EVENT_TYPES,
    ...CARD_EVENT_TYPES,
    ...names.handles,
  ],
  concerns: names.concernsWith([
    ...CHARGE_EVENT_TYPES,
    ...INVOICE_EVENT_TYPES,
    ...PAYMENT_EVENT_TYPES,
    ...CARD_EVENT_TYPES,
  ]),
  // rm.accounting_counts is kept by triggers on the four tables; listed so a rebuild truncates it with them.
  tables: [...TABLES, 'rm.deleted_charges', 'rm.accounting_refs', 'rm.accounting_counts'],
  async applyBatch(trx, events) {
    // Charge rows and invoice/payment rows never read each other: between two other events (a card's, which goes in
    // its place as apply does it, or a run of names), the charge events go in one run and the invoice and payment
    // events in another, each in event order. A billing run's customers interleave charges and invoices: the
    // charges of a whole batch still take a few statements, not a few per customer. Names that follow one another
    // are one write too (a burst of renames was one upsert per rename, issue 13), before the next run reads them.
    let run: RecordedEvent[] = [];
    let records: RecordedEvent[] = [];
    let named: RecordedEvent[] = [];
    const flushRuns = async () => {
      if (run.length > 0) await chargeRun(trx, run);
      if (records.length > 0) await invoicePaymentRun(trx, names, records, isInvoiceEvent);
      [run, records] = [[], []];
    };
    const flushNames = async () => {
      if (named.length > 0) await names.apply(trx, named);
      named = [];
    };
    for (const e of events) {
      if (has(CHARGE_EVENT_TYPES, e.type)) {
        await flushNames();
        run.push(e);
      } else if (isInvoiceEvent(e) || has(PAYMENT_EVENT_TYPES, e.type)) {
        await flushNames();
        records.push(e);
      } else if (has(CARD_EVENT_TYPES, e.type)) {
        await flushRuns();
        await flushNames();
        await this.apply(trx, e);
      } else {
        await flushRuns();
        named.push(e);
      }
    }
    await flushRuns();
    await flushNames();
  },
  async apply(trx, e) {
    if (has(CHARGE_EVENT_TYPES, e.type)) await charge(trx, e);
    else if (has(INVOICE_EVENT_TYPES, e.type)) await invoice(trx, e);
    else if (has(PAYMENT_EVENT_TYPES, e.type)) await payment(trx, e);
    else if (has(CARD_EVENT_TYPES, e.type)) await card(trx, e);
    else await names.apply(trx, [e]);
  },
};
