import { formatMoney, money } from '@console/contracts';
import { drawnTexts } from '../../services/src/core/pdf/pdf-text.testing.js';
import { DocumentLinks } from '../../services/src/core/documents/document-links.js';
import { DEMO_COUNTRIES } from '../../services/src/seed/seed-data.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The accounting documents over real HTTP (spec 3 §7, issue 15 §8): the statement of account of a customer from
 * the ledger, as of now and as of a past date, with the permission and the partner scope checked; the invoice view;
 * the signed links that open both in a new browser tab.
 */
let app: TestApp;
let admin: string;
/** A partner-1 customer of the demo with invoices, its outstanding as the ledger has it. */
let customer: { userId: number; outstanding: number };
/** A partner-1 invoice of the demo with its charges. */
let invoice: InvoiceShown;

interface InvoiceShown {
  id: number;
  invoiceNumber: string;
  userId: number;
  partnerId: number;
  dueDate: string;
  amount: number;
  taxAmount: number;
  amountBeforeTax: number;
  chargeIds: number[];
}

beforeAll(async () => {
  app = await startTestApp(20, undefined, 120);
  admin = await app.token('admin');
  await app.settle();
  const invoices = (await app.call('POST', '/api/v1/invoices/list', admin, { limit: 50, countryIds: [1] })).body
    .results as InvoiceShown[];
  invoice = invoices.find((i) => i.partnerId === 1 && i.chargeIds.length > 0)!;
  const userId = invoice.userId;
  const ledger = (await app.call('GET', `/api/v1/ledger/${userId}`, admin)).body as { outstanding: number };
  customer = { userId, outstanding: ledger.outstanding };
}, 180_000);
afterAll(() => app.stop());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const texts = async (res: Response) => drawnTexts(Buffer.from(await res.arrayBuffer())).map((d) => d.text);
/** The value drawn right after a label of a labelled line. */
const valueOf = (text: readonly string[], label: string) => text[text.indexOf(label) + 1];

describe('the statement of account', () => {
  it("runs from the opening balance through the customer's invoices to the outstanding", async () => {
    const res = await fetch(`${app.url}/pdf/statement?id=${customer.userId}`, bearer(admin));
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = await texts(res);
    expect(text).toEqual(expect.arrayContaining(['Statement of account', 'Opening balance']));
    // The company of the customer's country (a UAE customer: the demo's UAE company).
    const uae = DEMO_COUNTRIES[0];
    expect(valueOf(text, 'Company')).toBe(uae.legalEntity);
    // A long address wraps: its pieces are drawn one after the other.
    expect(text.join('')).toContain(uae.address);
    expect(text).toContain(uae.trn);
    expect(text.some((t) => /^Invoice IN(AE|KW|SA)\d+$/.test(t))).toBe(true);
    expect(valueOf(text, 'Closing balance (outstanding)')).toBe(formatMoney(money(customer.outstanding), 'AED'));
  });

  it('travels back in time: before the first invoice it owes nothing and shows no movement', async () => {
    const res = await fetch(`${app.url}/pdf/statement?id=${customer.userId}&asOf=2000-01-01`, bearer(admin));
    expect(res.status).toBe(200);
    const text = await texts(res);
    expect(text).toContain('As of 01/01/2000');
    expect(text.some((t) => t.startsWith('Invoice '))).toBe(false);
    expect(valueOf(text, 'Closing balance (outstanding)')).toBe(formatMoney(money(0), 'AED'));
    // From a later day, what came before is the opening balance and the closing one stays the outstanding.
    const later = await texts(
      await fetch(`${app.url}/pdf/statement?id=${customer.userId}&from=2100-01-01`, bearer(admin)),
    );
    expect(valueOf(later, 'Closing balance (outstanding)')).toBe(formatMoney(money(customer.outstanding), 'AED'));
  });

  it('refuses a role without invoices-view, another partner, unknown and malformed ids', async () => {
    const transport = await app.token('transport-staff');
    expect((await fetch(`${app.url}/pdf/statement?id=${customer.userId}`, bearer(transport))).status).toBe(403);
    const partner = await app.token('partner');
    // The statement is billing, hidden from partner users (spec 3 §2, §6; issue 30 §10), whoever's customer.
    expect((await fetch(`${app.url}/pdf/statement?id=${customer.userId}`, bearer(partner))).status).toBe(403);
    expect((await fetch(`${app.url}/pdf/statement?id=99999999`, bearer(admin))).status).toBe(404);
    expect((await fetch(`${app.url}/pdf/statement?id=abc`, bearer(admin))).status).toBe(400);
    expect((await fetch(`${app.url}/pdf/statement?id=${customer.userId}&asOf=someday`, bearer(admin))).status).toBe(
      400,
    );
    expect((await fetch(`${app.url}/pdf/statement?id=${customer.userId}`)).status).toBe(401);
  });
});

describe('the invoice view', () => {
  const view = (id: number | string, token?: string) =>
    fetch(`${app.url}/api/v1/documents/invoice/${id}/view`, token ? bearer(token) : {});

  it('shows the number, due date, every charge, VAT and the totals', async () => {
    const res = await view(invoice.id, admin);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = await texts(res);
    expect(invoice.invoiceNumber).toMatch(/^(IN|CN)AE\d+$/);
    expect(text).toContain(invoice.invoiceNumber);
    const [y, m, d] = invoice.dueDate.slice(0, 10).split('-');
    expect(valueOf(text, 'Due date')).toBe(`${d}/${m}/${y}`);
    expect(valueOf(text, 'VAT')).toBe(formatMoney(money(invoice.taxAmount), 'AED'));
    expect(valueOf(text, 'Amount before tax')).toBe(formatMoney(money(invoice.amountBeforeTax), 'AED'));
    expect(valueOf(text, 'Total')).toBe(formatMoney(money(invoice.amount), 'AED'));
    // One line per charge between the table's head and its end.
    const lines = text.slice(text.indexOf('Description') + 2, text.indexOf('Amount before tax'));
    expect(lines.length).toBe(2 * invoice.chargeIds.length);
  });

  it("prints the company of the invoice's country, as the country record stands now", async () => {
    const uae = DEMO_COUNTRIES[0];
    const before = await texts(await view(invoice.id, admin));
    expect(before).toContain('Issued by');
    expect(valueOf(before, 'Company')).toBe(uae.legalEntity);
    expect(before.join('')).toContain(uae.address);
    // The customer's TRN comes later under Customer; the company's is the first one drawn.
    expect(valueOf(before, 'TRN')).toBe(uae.trn);
    const patched = await app.call('PATCH', '/api/country/1', admin, { legalEntity: 'Renamed Storage FZ-LLC' });
    expect(patched.status).toBe(200);
    await app.settle();
    const after = await texts(await view(invoice.id, admin));
    expect(valueOf(after, 'Company')).toBe('Renamed Storage FZ-LLC');
    await app.call('PATCH', '/api/country/1', admin, { legalEntity: uae.legalEntity });
    await app.settle();
  });

  it('refuses a role without invoices-view, another partner, unknown and malformed ids', async () => {
    expect((await view(invoice.id, await app.token('transport-staff'))).status).toBe(403);
    expect((await view(invoice.id, await app.token('partner'))).status).toBe(404);
    expect((await view(99999999, admin)).status).toBe(404);
    expect((await view('abc', admin)).status).toBe(400);
    expect((await view(invoice.id)).status).toBe(401);
  });
});

describe('the signed links to the invoice view and the statement (a browser tab sends no bearer header)', () => {
  const link = async (path: string, token = admin) => {
    const r = await app.call('GET', path, token);
    return { status: r.status, body: r.body as { url: string; expiresAt: string } };
  };
  const open = (url: string) => fetch(`${app.url}${url}`);
  /** The user a link token was issued to (its subject). */
  const subjectOf = (url: string) => {
    const token = new URL(url, app.url).searchParams.get('token')!;
    return Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);
  };
  const withToken = (url: string, token: string) => {
    const u = new URL(url, app.url);
    u.searchParams.set('token', token);
    return `${u.pathname}${u.search}`;
  };

  it('open the invoice view, five minutes long, without the bearer header', async () => {
    const r = await link(`/api/v1/invoices/${invoice.id}/view-link`);
    expect(r.status).toBe(200);
    expect(r.body.url).toMatch(new RegExp(`^/api/v1/documents/invoice/${invoice.id}/view\\?token=`));
    const minutes = (Date.parse(r.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4);
    expect(minutes).toBeLessThanOrEqual(5);
    const res = await open(r.body.url);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(await texts(res)).toContain(invoice.invoiceNumber);
  });

  it('open the statement, as of now or as of the date asked for', async () => {
    const now = await link(`/api/v1/ledger/${customer.userId}/statement-link`);
    expect(now.status).toBe(200);
    expect(now.body.url).toMatch(new RegExp(`^/pdf/statement\\?id=${customer.userId}&token=`));
    const current = await open(now.body.url);
    expect([current.status, current.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(valueOf(await texts(current), 'Closing balance (outstanding)')).toBe(
      formatMoney(money(customer.outstanding), 'AED'),
    );
    const past = await link(`/api/v1/ledger/${customer.userId}/statement-link?asOf=2000-01-01&ignored=1`);
    expect(past.body.url).toMatch(new RegExp(`^/pdf/statement\\?id=${customer.userId}&asOf=2000-01-01&token=`));
    const text = await texts(await open(past.body.url));
    expect(text).toContain('As of 01/01/2000');
    expect(valueOf(text, 'Closing balance (outstanding)')).toBe(formatMoney(money(0), 'AED'));
    // A date that is not one is refused when the link is asked for, not when it is opened.
    expect((await link(`/api/v1/ledger/${customer.userId}/statement-link?asOf=someday`)).status).toBe(400);
  });

  it("refuse an expired, a forged, another record's or another document's link", async () => {
    const view = (await link(`/api/v1/invoices/${invoice.id}/view-link`)).body.url;
    const statement = (await link(`/api/v1/ledger/${customer.userId}/statement-link`)).body.url;
    const adminId = subjectOf(view);
    const secret = app.infra.config.jwtSecret;
    const invoices = new DocumentLinks(secret, 'invoice');
    const statements = new DocumentLinks(secret, 'statement');
    const refused = async (url: string) => {
      const res = await open(url);
      return { url, status: res.status };
    };
    const cases = [
      // Issued ten minutes ago: it ran out five minutes ago.
      withToken(view, invoices.issue(adminId, invoice.id, Date.now() - 600_000).token),
      withToken(statement, statements.issue(adminId, customer.userId, Date.now() - 600_000).token),
      // Signed with another key than the server's.
      withToken(view, new DocumentLinks('not-the-secret', 'invoice').issue(adminId, invoice.id).token),
      withToken(statement, `${new URL(statement, app.url).searchParams.get('token')!}x`),
      // Another invoice's or customer's link, and a statement's link on the invoice view.
      withToken(view, invoices.issue(adminId, invoice.id + 1).token),
      withToken(statement, statements.issue(adminId, customer.userId + 1).token),
      withToken(view, statements.issue(adminId, invoice.id).token),
    ];
    for (const url of cases) expect(await refused(url)).toEqual({ url, status: 401 });
    // A link's token is not a bearer token.
    const token = new URL(view, app.url).searchParams.get('token')!;
    expect((await app.call('GET', `/api/invoices/${invoice.id}`, token)).status).toBe(401);
  });

  it("give no link to a role without invoices-view, nor to a partner for another partner's customer", async () => {
    const transport = await app.token('transport-staff');
    expect((await link(`/api/v1/invoices/${invoice.id}/view-link`, transport)).status).toBe(403);
    expect((await link(`/api/v1/ledger/${customer.userId}/statement-link`, transport)).status).toBe(403);
    const partner = await app.token('partner');
    expect((await link(`/api/v1/invoices/${invoice.id}/view-link`, partner)).status).toBe(404);
    // The statement is billing, hidden from partner users whoever's customer (spec 3 §6).
    expect((await link(`/api/v1/ledger/${customer.userId}/statement-link`, partner)).status).toBe(403);
    expect((await link('/api/v1/invoices/99999999/view-link')).status).toBe(404);
    expect((await link('/api/v1/invoices/abc/view-link')).status).toBe(400);
    expect((await app.call('GET', `/api/v1/invoices/${invoice.id}/view-link`)).status).toBe(401);
  });
});
