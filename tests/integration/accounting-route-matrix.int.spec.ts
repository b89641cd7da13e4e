import { Role } from '@console/contracts';
import { send, type Answer } from '../support/fuzz/app-probe.js';
import { brief, Findings } from '../support/fuzz/findings.js';
import { routeForms, type RouteForm } from '../support/fuzz/openapi-routes.js';
import { routeAccess, specRefuses, tableSays } from '../support/fuzz/route-access.js';
import {
  makeCharge,
  makeCustomer,
  makeInvoice,
  manualPayment,
  must,
  type Customer,
} from '../support/money-fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Issue 30 Deliver 10 and 11: the accounting role × route matrix on real records. role-route-matrix.int.spec.ts
 * calls every route with absent ids, so an accounting read there answers 404 and tells nothing; here every
 * accounting route form is called as each demo role on records that exist (partner 2's, so the partner user is in
 * scope): a read the permission table allows answers 2xx, one it refuses 401/403, a change allowed is not refused
 * (its body is one no codec takes, or an empty change), and nothing answers a 5xx. Then the rules the spec adds to
 * the table: invoice edit and delete by month and role (spec 3 §6), the partner's figures (spec 3 §2: no billing
 * cards; its own partner stats), and a partner user sees no row of another partner.
 */
let app: TestApp;
const tokens = new Map<string, string>();
let admin: string;
/** Records of a partner-2 customer (the partner user's) and of a partner-1 customer. */
let own: Records;
let foreign: Records;
const ABSENT = 2_147_483_000;

interface Records {
  customer: Customer;
  chargeId: number;
  invoiceId: number;
  paymentId: number;
  cardId: number;
}

const records = async (partnerId: number): Promise<Records> => {
  const customer = await makeCustomer(app, admin, 1, { partnerId });
  const chargeId = await makeCharge(app, admin, customer);
  const invoice = await makeInvoice(app, admin, customer, [chargeId, await makeCharge(app, admin, customer)]);
  const payment = await must(app, admin, 'POST', '/api/payments', manualPayment(customer, 100_000, invoice.id));
  const card = await must(app, admin, 'POST', '/api/cards', {
    userId: customer.id,
    cardNumber: '400555******0001',
    expiryDate: '0830',
    tokenName: 'tok_good',
    mode: 'payfort',
  });
  return { customer, chargeId, invoiceId: invoice.id, paymentId: payment.id, cardId: card.id };
};

beforeAll(async () => {
  app = await startTestApp(2);
  for (const role of Role.values) tokens.set(role, await app.token(role));
  admin = tokens.get('admin')!;
  own = await records(2);
  foreign = await records(1);
  await app.settle();
}, 600_000);
afterAll(() => app.stop());

const ACCOUNTING =
  /^\/(api\/(v1\/)?(charges|invoices|payments|cards|billing|ledger|user-stats|partner-stats|user-usages|payment-links|communications)\b|api\/(tap|payfort)-capture|api\/payments\/\{id\}\/reconcile|pdf\/(receipt|statement)|api\/v1\/documents\/invoice)/;

/** The call of one cell: reads on `r`'s records, changes that cannot succeed or change nothing. */
const probe = (form: RouteForm, r: Records): { path: string; body?: { json: unknown } } => {
  const idOf = (path: string): number =>
    /charges/.test(path)
      ? r.chargeId
      : /payments|receipt/.test(path)
        ? r.paymentId
        : /cards/.test(path)
          ? r.cardId
          : /partner-stats/.test(path)
            ? r.customer.id === own.customer.id
              ? 2
              : 1
            : /invoices|documents/.test(path)
              ? r.invoiceId
              : r.customer.id;
  const id = form.method === 'DELETE' || /reconcile/.test(form.path) ? ABSENT : idOf(form.path);
  let path = form.path.replace('{id}', String(id)).replace('{userId}', String(r.customer.id));
  if (path === '/pdf/receipt') path += `?id=${r.paymentId}`;
  if (path === '/pdf/statement') path += `?id=${r.customer.id}`;
  if (path === '/api/user-usages') path += `?userId=${r.customer.id}`;
  if (form.method === 'GET' && /^\/api\/(charges|invoices|payments|cards)$/.test(path))
    path += `?userId=${r.customer.id}`;
  if (!form.hasBody) return { path };
  if (path === '/api/v1/communications/list')
    return { path, body: { json: { resourceType: 'invoice', resourceId: r.invoiceId } } };
  // An empty change of a real record, an empty query, or a body no create codec takes (an array).
  const json = form.method === 'PATCH' || /\/list$/.test(form.path) ? {} : [];
  return { path, body: { json } };
};
const refused = (a: Answer) => a.status === 401 || a.status === 403;

it('every accounting route × every role: as the permission table says on real records, never a 5xx', async () => {
  // Invoice edit and delete follow the month rules of spec 3 §6 beyond the table: the next describe's cells.
  const forms = (await routeForms(app.url)).filter(
    (f) =>
      ACCOUNTING.test(f.path) &&
      routeAccess(f).kind === 'permission' &&
      !(f.path === '/api/invoices/{id}' && (f.method === 'PATCH' || f.method === 'DELETE')),
  );
  expect(forms.length).toBeGreaterThanOrEqual(40);
  const findings = new Findings();
  let cells = 0;
  for (const form of forms)
    await Promise.all(
      Role.values.map(async (role) => {
        // The partner's own partner stats are the spec's rule, not the table's: the partner describe's cell.
        if (role === 'partner' && form.path.includes('partner-stats')) return;
        const { path, body } = probe(form, own);
        const a = await send(app.url, form.method, path, tokens.get(role), body);
        cells += 1;
        const got = `${form.method} ${path} → ${a.status} ${brief(a.text)}`;
        if (a.status >= 500 || a.status === 0) findings.add(form.key, `${a.status} answer`, `${role}: ${got}`);
        const access = routeAccess(form);
        const table = tableSays(role, access);
        const spec = specRefuses(role, access);
        const isRead = form.method === 'GET' || /\/list$/.test(form.path);
        if (table === 'allowed' && !spec) {
          if (refused(a)) findings.add(form.key, `${role} refused though the table allows it`, got);
          else if (isRead && a.status >= 300)
            findings.add(form.key, `${role} cannot read its own partner's record`, got);
        } else if (table === 'refused' || spec) {
          // A refused role may be told 404 (the record hidden from it): that answer does not tell.
          if (!refused(a) && a.status !== 404)
            findings.add(form.key, `${role} allowed: ${spec ?? 'the table refuses it'}`, got);
        }
      }),
    );
  console.log(`[accounting matrix] ${cells} cells: ${forms.length} routes × ${Role.values.length} roles`);
  expect(findings.summary()).toBe('');
}, 600_000);

describe('spec 3 §6: invoice edit and delete by the month of the invoice and the role', () => {
  const now = new Date();
  const thisMonth = now.toISOString().slice(0, 10);
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 10);
  /** allowed, refused, or left open by the spec (undefined). */
  const rule: Record<string, (role: string) => boolean | undefined> = {
    'edit current': (r) =>
      r === 'admin' || r === 'finance' ? true : r === 'finance-edit-old-invoice' ? undefined : false,
    'edit previous': (r) => r === 'admin' || r === 'finance-edit-old-invoice',
    'delete current': (r) =>
      r === 'admin' || r === 'finance' ? true : r === 'finance-delete-old-invoice' ? undefined : false,
    'delete previous': (r) => r === 'admin' || r === 'finance-delete-old-invoice',
  };

  it('each role edits and deletes exactly the invoices the spec gives it', async () => {
    const findings = new Findings();
    for (const role of Role.values) {
      for (const [cell, expected] of Object.entries(rule)) {
        const want = expected(role);
        if (want === undefined) continue;
        const date = cell.endsWith('previous') ? previous : thisMonth;
        const inv = await makeInvoice(app, admin, own.customer, [await makeCharge(app, admin, own.customer)], {
          date,
        });
        const dueDate = new Date(Date.parse(`${date}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
        const a = cell.startsWith('edit')
          ? await app.call('PATCH', `/api/invoices/${inv.id}`, tokens.get(role), { dueDate })
          : await app.call('DELETE', `/api/invoices/${inv.id}`, tokens.get(role));
        const got = `${role}: ${a.status} ${brief(a.body)}`;
        if (a.status >= 500) findings.add(cell, '5xx', got);
        else if (want && a.status >= 300) findings.add(cell, `${role} refused though the spec allows it`, got);
        else if (!want && a.status < 300) findings.add(cell, `${role} allowed though the spec refuses it`, got);
      }
    }
    expect(findings.summary()).toBe('');
  }, 300_000);
});

describe('the partner user (spec 3 §2, §6; issue 30 Deliver 10)', () => {
  const partner = () => tokens.get('partner')!;

  it('lists no accounting row of another partner, and opens none', async () => {
    await app.settle();
    for (const list of ['invoices', 'charges', 'payments', 'cards']) {
      for (const [method, path, body] of [
        ['POST', `/api/v1/${list}/list`, { limit: 200 }],
        ['GET', `/api/${list}?$limit=200`, undefined],
      ] as const) {
        const r = await app.call(method, path, partner(), body);
        if (r.status !== 200) continue;
        const rows = (r.body.results ?? r.body.data) as { id: number; partnerId: number }[];
        expect({ path, foreign: rows.filter((x) => x.partnerId !== 2).map((x) => x.id) }).toEqual({
          path,
          foreign: [],
        });
      }
    }
    const hidden: [string, string][] = [
      ['GET', `/api/invoices/${foreign.invoiceId}`],
      ['GET', `/api/charges/${foreign.chargeId}`],
      ['GET', `/api/payments/${foreign.paymentId}`],
      ['GET', `/api/cards/${foreign.cardId}`],
      ['GET', `/api/v1/ledger/${foreign.customer.id}`],
      ['GET', `/api/user-stats/${foreign.customer.id}`],
      ['GET', `/api/v1/documents/invoice/${foreign.invoiceId}/view`],
      ['GET', `/pdf/statement?id=${foreign.customer.id}`],
      ['GET', `/api/partner-stats/1`],
      ['POST', `/api/v1/invoices/${foreign.invoiceId}/mail`],
    ];
    for (const [method, path] of hidden) {
      const r = await send(app.url, method, path, partner());
      expect({ path, status: [401, 403, 404].includes(r.status) ? 'hidden' : r.status }).toEqual({
        path,
        status: 'hidden',
      });
    }
  });

  it("reads its own partner's stats (the partner page's cards: spec 3 §2)", async () => {
    const stats = await app.call('GET', '/api/partner-stats/2', partner());
    expect(stats.status).toBe(200);
  });

  it('sees no billing figures of its customers (user stats, ledger)', async () => {
    const user = await app.call('GET', `/api/user-stats/${own.customer.id}`, partner());
    expect(user.status).toBe(200);
    // Spec 3 §2: partners do not see Billing (nor the invoices, payments, charges and cards cards).
    const billing = user.body.billing as Record<string, unknown> | null | undefined;
    const shown = billing
      ? Object.entries(billing).filter(([k, v]) => /amount|rent|credit/i.test(k) && v !== null && v !== undefined)
      : [];
    expect(shown).toEqual([]);
    const ledger = await app.call('GET', `/api/v1/ledger/${own.customer.id}`, partner());
    expect([401, 403, 404]).toContain(ledger.status);
  });

  it('mails no invoice, makes no payment and captures nothing (not in its reduced set)', async () => {
    for (const [method, path, body] of [
      ['POST', `/api/v1/invoices/${own.invoiceId}/mail`, undefined],
      ['POST', '/api/payments', manualPayment(own.customer, 10_000)],
      ['POST', '/api/payfort-capture', { userId: own.customer.id, amount: 10_000 }],
      ['POST', '/api/v1/payment-links', { userId: own.customer.id, amount: 10_000 }],
      ['POST', `/api/v1/billing/send-pending-invoices/${own.customer.id}`, undefined],
    ] as const) {
      const r = await app.call(method, path, partner(), body);
      expect({ path, status: [401, 403].includes(r.status) ? 'refused' : r.status }).toEqual({
        path,
        status: 'refused',
      });
    }
  });
});
