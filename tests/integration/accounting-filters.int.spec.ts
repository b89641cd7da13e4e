import { requestOfCustomer } from '../support/customer-request.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The accounting list calls' filters by their results (spec 1 §7.2): for each filter, rows made here that it must
 * answer and rows it must leave out. Asked within the customer made here, a filter answers exactly the expected
 * rows; asked alone, every row it answers matches, the rows made here that match are among them, and its total is
 * what the generic call counts for the same condition.
 */
let app: TestApp;
let admin: string;

const today = new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Unique words for this run: the card holders and tokens are found by them. */
const n = String(Date.now()).slice(-7);

interface Row {
  readonly id: number;
  readonly createdAt: string;
  readonly [field: string]: unknown;
}

/** What the tests made, by role. */
const made = {
  userId: 0,
  charges: {} as Record<'custom' | 'discount' | 'first' | 'second', Row>,
  invoices: {} as Record<'now' | 'later', Row>,
  payments: {} as Record<'cod' | 'cheque' | 'deposit' | 'card', Row>,
  cards: {} as Record<'alpha' | 'beta', Row>,
};

/**
 * A write, answered with its row read back once the read models have it (a loaded machine answers 202 before they
 * caught up).
 */
const write = async (path: string, body: unknown): Promise<Row> => {
  const r = await app.call('POST', path, admin, body);
  if ((r.status !== 201 && r.status !== 202) || typeof r.body?.id !== 'number')
    throw new Error(`POST ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  await app.settle();
  const resource = path.endsWith('-capture') ? 'payments' : /^\/api\/([\w-]+)$/.exec(path)![1]!;
  const row = await app.call('GET', `/api/${resource}/${r.body.id}`, admin);
  if (row.status !== 200) throw new Error(`GET /api/${resource}/${r.body.id}: ${row.status}`);
  return row.body as Row;
};

const charge = async (type: 'custom' | 'discount', description: string) =>
  write('/api/charges', {
    userId: made.userId,
    countryId: 1,
    type,
    currency: 'AED',
    amount: 1_000_000,
    year: Number(today.slice(0, 4)),
    month: 11,
    startDate: 1,
    endDate: 30,
    // A form's charge names a request (spec 3 §5), the customer's own (issue 30).
    requestId: await requestOfCustomer(app, admin, made.userId),
    description,
  });

beforeAll(async () => {
  app = await startTestApp(10, undefined, 30);
  admin = await app.token('admin');
  const user = await write('/api/users', {
    name: `Filters Customer ${n}`,
    email: `filters.${n}@example.com`,
    phone: `+97155${n}`,
    countryId: 1,
    partnerId: 1,
  });
  made.userId = user.id;
  // In this order: each is made after the one before (the createdAt filters split them).
  made.charges.custom = await charge('custom', 'Loose custom charge');
  made.charges.discount = await charge('discount', 'Loose discount');
  made.charges.first = await charge('custom', 'Billed now');
  made.charges.second = await charge('custom', 'Billed later');
  // Due date = date + 15 days: today + 15 and today + 35.
  made.invoices.now = await write('/api/invoices', {
    userId: made.userId,
    type: 'other',
    date: today,
    chargeIds: [made.charges.first.id],
  });
  made.invoices.later = await write('/api/invoices', {
    userId: made.userId,
    type: 'other',
    date: dayAfter(today, 20),
    chargeIds: [made.charges.second.id],
  });
  const paidNow = new Date().toISOString();
  made.payments.cod = await write('/api/payments', {
    userId: made.userId,
    mode: 'cod',
    amount: 10_000,
    paidAt: paidNow,
  });
  made.payments.cheque = await write('/api/payments', {
    userId: made.userId,
    mode: 'cheque',
    amount: 20_000,
    paidAt: '2025-01-15T10:00:00.000Z',
  });
  made.payments.deposit = await write('/api/payments', {
    userId: made.userId,
    type: 'deposit',
    mode: 'bank_transfer',
    amount: 30_000,
    paidAt: paidNow,
  });
  made.cards.alpha = await write('/api/cards', {
    userId: made.userId,
    mode: 'payfort',
    cardHolderName: `Alpha${n} Holder`,
    cardNumber: '411111******1111',
    expiryDate: '1230',
    tokenName: `tok_alpha_${n}`,
    default: true,
  });
  made.cards.beta = await write('/api/cards', {
    userId: made.userId,
    mode: 'tap',
    cardHolderName: `Beta${n} Holder`,
    cardNumber: '512345******0008',
    expiryDate: '1231',
    tokenName: `tok_beta_${n}`,
    status: 'inactive',
  });
  // A capture by the saved card against the local PayFort: a payfort payment with eci RECURRING.
  made.payments.card = await write('/api/payfort-capture', { userId: made.userId, amount: 250_000 });
}, 300_000);
afterAll(() => app.stop());

type List = 'invoices' | 'payments' | 'charges' | 'cards';

const listed = async (list: List, filters: Record<string, unknown>) => {
  await app.settle();
  const r = await app.call('POST', `/api/v1/${list}/list`, admin, { limit: 100, ...filters });
  expect({ list, filters, status: r.status }).toEqual({ list, filters, status: 200 });
  return r.body as { results: Row[]; totalCount: number };
};

/** The ids a filter answers within the customer made here, ascending. */
const within = async (list: List, filters: Record<string, unknown>) =>
  (await listed(list, { ...filters, userIds: [made.userId] })).results.map((r) => r.id).sort((a, b) => a - b);
const idsOf = (...rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

/**
 * A filter alone: every row answered matches, the rows made here that match are answered (they are the newest, so on
 * the first page), and the total is the generic call's count of `generic`.
 */
const alone = async (
  list: List,
  filters: Record<string, unknown>,
  matches: (row: Row) => boolean,
  expected: readonly Row[],
  generic?: string,
) => {
  const { results, totalCount } = await listed(list, filters);
  expect({ filters, wrong: results.filter((r) => !matches(r)).map((r) => r.id) }).toEqual({ filters, wrong: [] });
  const answered = new Set(results.map((r) => r.id));
  expect({ filters, missing: expected.filter((r) => !answered.has(r.id)).map((r) => r.id) }).toEqual({
    filters,
    missing: [],
  });
  if (generic !== undefined) {
    const count = await app.call('GET', `/api/${list}?${generic}&$limit=1`, admin);
    expect({ filters, totalCount }).toEqual({ filters, totalCount: count.body.total });
  }
};

describe('invoices', () => {
  it('dueDates: each end inclusive, by day', async () => {
    const { now, later } = made.invoices;
    const [dueNow, dueLater] = [dayAfter(today, 15), dayAfter(today, 35)];
    expect([now.dueDate, later.dueDate].map((d) => String(d).slice(0, 10))).toEqual([dueNow, dueLater]);
    expect(await within('invoices', { dueDates: { from: dueNow, to: dueNow } })).toEqual(idsOf(now));
    expect(await within('invoices', { dueDates: { from: dayAfter(dueNow, 1) } })).toEqual(idsOf(later));
    expect(await within('invoices', { dueDates: { to: dayAfter(dueLater, -1) } })).toEqual(idsOf(now));
    expect(await within('invoices', { dueDates: { from: dueNow, to: dueLater } })).toEqual(idsOf(now, later));
    expect(await within('invoices', { dueDates: { to: dayAfter(dueNow, -1) } })).toEqual([]);
    await alone(
      'invoices',
      { dueDates: { from: dueLater, to: dueLater } },
      (r) => String(r.dueDate).slice(0, 10) === dueLater,
      [later],
      `dueDate[$gte]=${dueLater}&dueDate[$lte]=${dueLater}`,
    );
  });
});

describe('payments', () => {
  it('modes: the payment methods asked for', async () => {
    const { cod, cheque, deposit, card } = made.payments;
    expect(await within('payments', { modes: ['cheque'] })).toEqual(idsOf(cheque));
    expect(await within('payments', { modes: ['cod', 'bank_transfer'] })).toEqual(idsOf(cod, deposit));
    expect(await within('payments', { modes: ['payfort'] })).toEqual(idsOf(card));
    expect(await within('payments', { modes: ['tap'] })).toEqual([]);
    await alone('payments', { modes: ['cheque'] }, (r) => r.mode === 'cheque', [cheque], 'mode[$in]=cheque');
  });

  it('ecis: the card payment by its eci, never a manual one', async () => {
    const { card } = made.payments;
    expect(card).toMatchObject({ mode: 'payfort', status: 'complete', eci: 'RECURRING' });
    expect(await within('payments', { ecis: ['RECURRING'] })).toEqual(idsOf(card));
    expect(await within('payments', { ecis: ['ECOMMERCE'] })).toEqual([]);
    expect(await within('payments', { ecis: ['ECOMMERCE', 'RECURRING'] })).toEqual(idsOf(card));
    await alone('payments', { ecis: ['RECURRING'] }, (r) => r.eci === 'RECURRING', [card], 'eci[$in]=RECURRING');
  });

  it('types: payment, refund, deposit', async () => {
    const { cod, cheque, deposit, card } = made.payments;
    expect(await within('payments', { types: ['deposit'] })).toEqual(idsOf(deposit));
    expect(await within('payments', { types: ['payment'] })).toEqual(idsOf(cod, cheque, card));
    expect(await within('payments', { types: ['refund'] })).toEqual([]);
    await alone('payments', { types: ['deposit'] }, (r) => r.type === 'deposit', [deposit], 'type[$in]=deposit');
  });

  it('dates: by paidAt, whole days at either end', async () => {
    const { cod, cheque, deposit, card } = made.payments;
    expect(await within('payments', { dates: { from: '2025-01-15', to: '2025-01-15' } })).toEqual(idsOf(cheque));
    expect(await within('payments', { dates: { from: '2025-01-16' } })).toEqual(idsOf(cod, deposit, card));
    expect(await within('payments', { dates: { to: '2025-01-15' } })).toEqual(idsOf(cheque));
    expect(await within('payments', { dates: { to: '2025-01-14' } })).toEqual([]);
    const [from, to] = ['2025-01-15T00:00:00.000Z', '2025-01-15T23:59:59.999Z'];
    await alone(
      'payments',
      { dates: { from: '2025-01-15', to: '2025-01-15' } },
      (r) => typeof r.paidAt === 'string' && r.paidAt >= from && r.paidAt <= to,
      [cheque],
      `paidAt[$gte]=${from}&paidAt[$lte]=${to}`,
    );
  });

  it('invoiceIds: the generic call the screen falls back to takes them too', async () => {
    // Last of the payments: a payment allocated to an invoice of the customer, which no filter above expects.
    const { now } = made.invoices;
    const allocated = await write('/api/payments', {
      userId: made.userId,
      mode: 'cod',
      amount: 10_000,
      paidAt: new Date().toISOString(),
      invoiceIds: [now.id],
    });
    // The payments above named no invoice: since issue 30 they paid the customer's oldest open invoices, `now` among
    // them, so the filter finds them too; the generic call must find the same ones.
    const onNow = await within('payments', { invoiceIds: [now.id] });
    expect(onNow).toContain(allocated.id);
    const generic = async (query: string) =>
      ((await app.call('GET', `/api/payments?${query}`, admin)).body.data as Row[])
        .map((r) => r.id)
        .sort((a, b) => a - b);
    expect(await generic(`invoiceIds=${now.id}`)).toEqual([...onNow].sort((a, b) => a - b));
    const onLater = await within('payments', { invoiceIds: [made.invoices.later.id] });
    expect(await generic(`invoiceIds[$in]=${made.invoices.later.id}`)).toEqual([...onLater].sort((a, b) => a - b));
    expect((await app.call('GET', '/api/payments?invoiceIds[$gt]=1', admin)).status).toBe(400);
    expect((await app.call('POST', '/api/v1/payments/list', admin, { sortBy: 'invoiceIds' })).status).toBe(400);
  });
});

describe('charges', () => {
  it('types: the charge types asked for', async () => {
    const { custom, discount, first, second } = made.charges;
    expect(await within('charges', { types: ['discount'] })).toEqual(idsOf(discount));
    expect(await within('charges', { types: ['custom'] })).toEqual(idsOf(custom, first, second));
    expect(await within('charges', { types: ['credit', 'storage'] })).toEqual([]);
    await alone('charges', { types: ['discount'] }, (r) => r.type === 'discount', [discount], 'type[$in]=discount');
  });

  it('dates: by createdAt, to the instant asked for', async () => {
    const { custom, discount, first, second } = made.charges;
    expect(await within('charges', { dates: { from: discount.createdAt } })).toEqual(idsOf(discount, first, second));
    expect(await within('charges', { dates: { to: custom.createdAt } })).toEqual(idsOf(custom));
    expect(await within('charges', { dates: { from: discount.createdAt, to: first.createdAt } })).toEqual(
      idsOf(discount, first),
    );
    expect(await within('charges', { dates: { from: today, to: today } })).toEqual(
      idsOf(custom, discount, first, second),
    );
    expect(await within('charges', { dates: { to: dayAfter(today, -1) } })).toEqual([]);
    await alone(
      'charges',
      { dates: { from: discount.createdAt } },
      (r) => r.createdAt >= discount.createdAt,
      [discount, first, second],
      `createdAt[$gte]=${discount.createdAt}`,
    );
  });
});

describe('cards', () => {
  it('statuses and modes', async () => {
    const { alpha, beta } = made.cards;
    expect(await within('cards', { statuses: ['inactive'] })).toEqual(idsOf(beta));
    expect(await within('cards', { statuses: ['active'] })).toEqual(idsOf(alpha));
    expect(await within('cards', { modes: ['tap'] })).toEqual(idsOf(beta));
    expect(await within('cards', { modes: ['payfort', 'tap'] })).toEqual(idsOf(alpha, beta));
    expect(await within('cards', { modes: ['payfort'], statuses: ['inactive'] })).toEqual([]);
    await alone('cards', { statuses: ['inactive'] }, (r) => r.status === 'inactive', [beta], 'status[$in]=inactive');
    await alone('cards', { modes: ['tap'] }, (r) => r.mode === 'tap', [beta], 'mode[$in]=tap');
  });

  it('cardHolderName, cardNumber and tokenName: a part of the text, in any case, wildcards taken literally', async () => {
    const { alpha, beta } = made.cards;
    expect(await within('cards', { cardHolderName: `BETA${n}` })).toEqual(idsOf(beta));
    expect(await within('cards', { cardHolderName: 'holder' })).toEqual(idsOf(alpha, beta));
    expect(await within('cards', { cardNumber: '512345' })).toEqual(idsOf(beta));
    expect(await within('cards', { cardNumber: '******1111' })).toEqual(idsOf(alpha));
    expect(await within('cards', { tokenName: `alpha_${n}` })).toEqual(idsOf(alpha));
    // LIKE's own characters are text here: '%' and '_' match only themselves.
    expect(await within('cards', { tokenName: 'tok%alpha' })).toEqual([]);
    expect(await within('cards', { tokenName: `tok_beta${n}` })).toEqual([]);
    const has = (field: string, part: string) => (r: Row) => {
      const value = r[field];
      return typeof value === 'string' && value.toLowerCase().includes(part.toLowerCase());
    };
    await alone('cards', { cardHolderName: `beta${n}` }, has('cardHolderName', `beta${n}`), [beta]);
    await alone('cards', { cardNumber: '512345' }, has('cardNumber', '512345'), [beta]);
    await alone('cards', { tokenName: `alpha_${n}` }, has('tokenName', `alpha_${n}`), [alpha]);
    // The generic call the screen falls back to takes them too, as whole values.
    const generic = async (query: string) =>
      ((await app.call('GET', `/api/cards?userId=${made.userId}&${query}`, admin)).body.data as Row[]).map((r) => r.id);
    expect(await generic(`cardNumber=${encodeURIComponent('512345******0008')}`)).toEqual([beta.id]);
    expect(await generic(`tokenName=tok_alpha_${n}`)).toEqual([alpha.id]);
  });

  it('dates (createdAt), searchTerm and ids', async () => {
    const { alpha, beta } = made.cards;
    expect(await within('cards', { dates: { from: beta.createdAt } })).toEqual(idsOf(beta));
    expect(await within('cards', { dates: { to: alpha.createdAt } })).toEqual(idsOf(alpha));
    expect(await within('cards', { dates: { from: today, to: today } })).toEqual(idsOf(alpha, beta));
    expect(await within('cards', { dates: { to: dayAfter(today, -1) } })).toEqual([]);
    await alone(
      'cards',
      { dates: { from: beta.createdAt } },
      (r) => r.createdAt >= beta.createdAt,
      [beta],
      `createdAt[$gte]=${beta.createdAt}`,
    );
    expect(await within('cards', { searchTerm: `alpha${n}` })).toEqual(idsOf(alpha));
    await alone('cards', { searchTerm: `alpha${n}` }, (r) => r.id === alpha.id, [alpha]);
    expect(await within('cards', { ids: [beta.id] })).toEqual(idsOf(beta));
    await alone('cards', { ids: [alpha.id] }, (r) => r.id === alpha.id, [alpha], `id[$in]=${alpha.id}`);
  });
});
