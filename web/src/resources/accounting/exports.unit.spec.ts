import { configureStore } from '@reduxjs/toolkit';
import Papa from 'papaparse';
import createSagaMiddleware from 'redux-saga';
import { dataSaga } from '../../framework/data/saga';
import { dataActions, dataReducer } from '../../framework/data/slice';
import type { ListConfig, RecordBase } from '../../framework/types';
import { chargeListConfig } from './charges';
import { invoiceListConfig } from './invoices';
import { paymentListConfig } from './payments';

/*
 * The accounting CSV exports (spec 3 §7 'Exports produce CSV files named Invoices_, Payments_ or charges, with
 * country names looked up'), as the list's Export button asks them: every row the list's filters select, through
 * the list call, written by papaparse with the columns' export values, downloaded under the spec's file name.
 */

interface Download {
  readonly fileName: string;
  readonly text: string;
}
let downloads: Download[];
let listCalls: { url: string; body: Record<string, unknown> }[];

const browserWithDownloads = (rows: readonly Record<string, unknown>[]) => {
  // The saga asks the list call with a path and a JSON body.
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<string, unknown>;
    listCalls.push({ url: input, body });
    return new Response(JSON.stringify({ results: rows, totalCount: rows.length }), { status: 200 });
  };
  const blobs = new Map<string, Blob>();
  const anchor = { href: '', download: '', click: () => undefined, remove: () => undefined };
  anchor.click = () => {
    void blobs
      .get(anchor.href)!
      .text()
      .then((text) => downloads.push({ fileName: anchor.download, text }));
  };
  const values = {
    fetch,
    localStorage: { getItem: () => 'token-of-the-test' },
    document: { createElement: () => anchor, body: { appendChild: () => undefined } },
    URL: Object.assign((url: string, base?: string) => new URL(url, base), {
      createObjectURL: (b: Blob) => {
        blobs.set(`blob:${blobs.size}`, b);
        return `blob:${blobs.size - 1}`;
      },
      revokeObjectURL: () => undefined,
    }),
  };
  for (const [k, v] of Object.entries(values))
    Object.defineProperty(globalThis, k, { value: v, configurable: true, writable: true });
};

const exported = async <R extends RecordBase>(
  config: ListConfig<R>,
  rows: readonly Record<string, unknown>[],
  filters: Record<string, unknown>,
) => {
  downloads = [];
  listCalls = [];
  const realUrl = globalThis.URL;
  browserWithDownloads(rows);
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { data: dataReducer },
    middleware: (d) => d({ thunk: false, serializableCheck: false }).concat(saga),
  });
  const task = saga.run(dataSaga);
  try {
    store.dispatch(
      dataActions.exportRequested({
        listId: config.api.name,
        api: config.api,
        query: { page: 1, limit: 10, sortBy: 'id', sortOrder: 'DESC', ...filters },
        fileName: config.exportFileName!,
        columns: config.columns
          .filter((c) => c.exportValue)
          .map((c) => ({ label: c.label, value: (row: unknown) => c.exportValue!(row as R) })),
      }),
    );
    const end = Date.now() + 3000;
    while (downloads.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  } finally {
    task.cancel();
    Object.defineProperty(globalThis, 'URL', { value: realUrl, configurable: true, writable: true });
  }
  expect(downloads).toHaveLength(1);
  const parsed = Papa.parse<Record<string, string>>(downloads[0].text.replace(/^\uFEFF/, ''), { header: true });
  return { fileName: downloads[0].fileName, rows: parsed.data };
};

const names = { userName: 'Lina Haddad', partnerName: 'Partner One', countryName: 'UAE', currency: 'AED' };

it('exports the invoices the filters select as Invoices_, with the country names', async () => {
  const invoice = {
    ...names,
    id: 12,
    invoiceNumber: 'INAE12',
    type: 'order',
    status: 'unpaid',
    date: '2026-11-01',
    dueDate: '2026-11-16',
    amount: 1_050_000,
    amountBeforeTax: 1_000_000,
    taxAmount: 50_000,
    amountPaid: 0,
    balance: 1_050_000,
    userId: 3,
    partnerId: 1,
    countryId: 1,
  };
  const { fileName, rows } = await exported(invoiceListConfig, [invoice], { countryIds: [1], statuses: ['unpaid'] });
  expect(fileName).toBe('Invoices_');
  expect(listCalls).toEqual([
    { url: '/api/v1/invoices/list', body: expect.objectContaining({ countryIds: [1], statuses: ['unpaid'] }) },
  ]);
  expect(rows).toHaveLength(1);
  expect(Object.values(rows[0])).toEqual(expect.arrayContaining(['12', 'INAE12', 'UAE', 'Lina Haddad']));
});

it('exports payments as Payments_ and charges as charges, each with the country name', async () => {
  const payment = {
    ...names,
    id: 7,
    type: 'payment',
    mode: 'cod',
    status: 'complete',
    amount: 50_000,
    paidAt: '2026-11-02T10:00:00.000Z',
    userId: 3,
    partnerId: 1,
    countryId: 1,
    invoiceIds: [12],
  };
  const paid = await exported(paymentListConfig, [payment], { countryIds: [1] });
  expect(paid.fileName).toBe('Payments_');
  expect(listCalls[0].url).toBe('/api/v1/payments/list');
  expect(Object.values(paid.rows[0])).toEqual(expect.arrayContaining(['7', 'UAE']));
  const charge = {
    ...names,
    id: 5,
    type: 'storage',
    amount: 1_000_000,
    signedAmount: 1_000_000,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    userId: 3,
    partnerId: 1,
    countryId: 1,
    invoiceId: null,
    description: null,
  };
  const charged = await exported(chargeListConfig, [charge], { countryIds: [1] });
  expect(charged.fileName).toBe('charges');
  expect(listCalls[0].url).toBe('/api/v1/charges/list');
  expect(Object.values(charged.rows[0])).toEqual(expect.arrayContaining(['5', 'UAE']));
});
