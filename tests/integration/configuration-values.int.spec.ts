import { requestOfCustomer } from '../support/customer-request.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';

/**
 * Issue 34 §6: each configuration value a country holds is read where the spec uses it, and a change reaches the
 * documents issued after it, never the ones already issued: VAT (quote and invoice), legal entity, address and TRN
 * (the company block), the sales contact (the quote), the late payment fee (the invoice), the time slots (a
 * request's choices and its validation); currency decimals only as the currency has them.
 */
let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(0), { admin: 'admin' })), 300_000);
afterAll(() => app.stop());

const ok = async (method: string, path: string, body?: unknown) => {
  const r = await app.call(method, path, admin, body);
  if (![200, 201].includes(r.status)) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};

/** Sets a country's configuration value, and waits for the read models (the documents read its revisions). */
const configure = async (countryId: number, key: string, value: string) => {
  const row = (await ok('GET', `/api/configurations?countryId=${countryId}&key=${key}`)).data[0] as { id: number };
  await ok('PATCH', `/api/configurations/${row.id}`, { value });
  await app.settle();
};

const pdf = async (path: string): Promise<string> => {
  const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  return pdfText(Buffer.from(await res.arrayBuffer()));
};

let customerId: number;
beforeAll(async () => {
  const customer = await ok('POST', '/api/users', {
    type: 'b2c',
    name: 'Config Customer',
    email: `config-${Date.now()}@example.com`,
    phone: '+971501234569',
    countryId: 1,
  });
  customerId = customer.id;
}, 60_000);

const invoice = async () => {
  const today = new Date().toISOString().slice(0, 10);
  const charge = await ok('POST', '/api/charges', {
    userId: customerId,
    countryId: 1,
    currency: 'AED',
    type: 'custom',
    description: 'configured values',
    amount: 1_000_000,
    year: 2026,
    month: 11,
    startDate: 1,
    endDate: 30,
    requestId: await requestOfCustomer(app, admin, customerId),
  });
  const made = await ok('POST', '/api/invoices', {
    userId: customerId,
    type: 'other',
    date: today,
    chargeIds: [charge.id],
  });
  await app.settle();
  return (await ok('GET', `/api/invoices/${made.id}`)) as { id: number; taxAmount: number };
};
const invoicePdf = (id: number) => pdf(`/api/v1/documents/invoice/${id}/view`);

/** A lead whose quote was sent now (its quote counts from now), and one never sent (its quote counts from today). */
const sentLead = async () => {
  const assignee = await ok('POST', '/api/v1/users/list', { userRoles: ['sales-staff'], countryIds: [1], limit: 1 });
  const lead = await ok('POST', '/api/leads', dropOffLead(customerId, { assigneeId: assignee.results[0].id }));
  await ok('PATCH', `/api/leads/${lead.id}`, { status: 'quote_sent', quoteSentAt: new Date().toISOString() });
  await app.settle();
  return lead.id as number;
};
const quotePdf = (leadId: number) => pdf(`/pdf/quote?id=${leadId}`);

it("a country's VAT: the next quote and invoice use the new one, those issued before keep theirs", async () => {
  const invoiceBefore = await invoice();
  const quotedBefore = await sentLead();
  expect(invoiceBefore.taxAmount).toBe(50_000); // 5 % of AED 100
  expect(await quotePdf(quotedBefore)).toContain('VAT 5%');

  await configure(1, 'vat', '7.5');

  const invoiceAfter = await invoice();
  expect(invoiceAfter.taxAmount).toBe(75_000);
  const draft = await ok('POST', '/api/leads', dropOffLead(customerId));
  const quoteAfter = await quotePdf(draft.id);
  expect(quoteAfter).toContain('VAT 7.5%');
  expect(quoteAfter).not.toContain('VAT 5%');
  // Issued before the change: unchanged.
  expect(((await ok('GET', `/api/invoices/${invoiceBefore.id}`)) as { taxAmount: number }).taxAmount).toBe(50_000);
  expect(await quotePdf(quotedBefore)).toContain('VAT 5%');
  await configure(1, 'vat', '5');
});

it('legal entity, address and TRN: the next invoice, quote, receipt and statement print the new company', async () => {
  const before = await invoice();
  const quotedBefore = await sentLead();
  expect(await invoicePdf(before.id)).toContain('Demo Storage FZ-LLC');

  await configure(1, 'legalEntity', 'Renamed Storage Trading LLC');
  await configure(1, 'address', 'Unit 4, Dubai Investments Park, Dubai');
  await configure(1, 'trn', '100222333444555');

  const renamed = await invoice();
  const after = await invoicePdf(renamed.id);
  for (const shown of ['Renamed Storage Trading LLC', 'Unit 4, Dubai Investments Park, Dubai', '100222333444555'])
    expect(after).toContain(shown);
  expect(after).not.toContain('Demo Storage FZ-LLC');
  const draft = await ok('POST', '/api/leads', dropOffLead(customerId));
  expect(await quotePdf(draft.id)).toContain('Renamed Storage Trading LLC');
  expect(await pdf(`/pdf/statement?id=${customerId}`)).toContain('Renamed Storage Trading LLC');
  // A statement as of yesterday: the company of yesterday.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  expect(await pdf(`/pdf/statement?id=${customerId}&asOf=${yesterday}`)).not.toContain('Renamed Storage Trading LLC');
  const payment = await ok('POST', '/api/payments', {
    userId: customerId,
    mode: 'cod',
    amount: 1_050_000,
    paidAt: new Date().toISOString(),
    invoiceIds: [renamed.id],
  });
  await app.settle();
  expect(await pdf(`/pdf/receipt?id=${payment.id}`)).toContain('Renamed Storage Trading LLC');
  // Issued before: the company of their day.
  const old = await invoicePdf(before.id);
  expect(old).toContain('Demo Storage FZ-LLC');
  expect(old).not.toContain('Renamed Storage Trading LLC');
  expect(await quotePdf(quotedBefore)).toContain('Demo Storage FZ-LLC');

  // '-' says the country has none: the TRN line is left out.
  await configure(1, 'trn', '-');
  expect(await invoicePdf((await invoice()).id)).not.toContain('TRN');
});

it("the sales contact: the next quote names the country's new one", async () => {
  const quotedBefore = await sentLead();
  expect(await quotePdf(quotedBefore)).toContain('sales.ae@example.com');
  await configure(1, 'salesContactName', 'Mariam Al Suwaidi');
  await configure(1, 'salesContactEmail', 'mariam@example.com');
  const draft = await ok('POST', '/api/leads', dropOffLead(customerId));
  const text = await quotePdf(draft.id);
  expect(text).toContain('Mariam Al Suwaidi');
  expect(text).toContain('mariam@example.com');
  expect(await quotePdf(quotedBefore)).toContain('sales.ae@example.com');
});

it('the late payment fee: the next invoice states the new fee, an earlier one its own', async () => {
  const before = await invoice();
  expect(await invoicePdf(before.id)).toContain('AED 50.00');
  await configure(1, 'latePaymentFee', '75.5');
  const text = await invoicePdf((await invoice()).id);
  expect(text).toContain('Late payment fee after the due date');
  expect(text).toContain('AED 75.50');
  expect(await invoicePdf(before.id)).not.toContain('AED 75.50');
});

it("currency decimals may only say the currency's (money stays exact)", async () => {
  const row = (await ok('GET', '/api/configurations?countryId=2&key=currencyDecimals')).data[0] as {
    id: number;
    value: string;
  };
  expect(row.value).toBe('3');
  const refused = await app.call('PATCH', `/api/configurations/${row.id}`, admin, { value: '2' });
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([
    { path: 'value', message: "Value must be the decimals of the country's currency (AED 2, KWD 3, SAR 2)" },
  ]);
});

it("time slots: the request form's choices and the server's check follow the country's configuration", async () => {
  expect((await ok('GET', '/api/v1/time-slots?countryId=1')).data).toEqual([
    { from: 9, to: 13 },
    { from: 13, to: 18 },
  ]);
  expect((await app.call('GET', '/api/v1/time-slots?countryId=9', admin)).status).toBe(400);
  const address = await ok('POST', '/api/addresses', { userId: customerId, line1: 'Villa 9, Street 2', cityId: 1 });
  const request = (from: number, to: number, countryId = 1) =>
    app.call('POST', '/api/requests', admin, {
      type: 'pickup',
      userId: customerId,
      partnerId: 1,
      countryId,
      cityId: 1,
      date: '2031-02-10',
      from,
      to,
      addressId: address.id,
      request_lines: [{ qty: 1 }],
    });
  expect((await request(8, 12)).body.errors).toEqual([
    { path: 'from', message: 'Choose a time slot: 9 am - 1 pm or 1 pm - 6 pm' },
  ]);

  await configure(1, 'timeSlots', '8-12,12-16,16-20');

  expect((await ok('GET', '/api/v1/time-slots?countryId=1')).data).toEqual([
    { from: 8, to: 12 },
    { from: 12, to: 16 },
    { from: 16, to: 20 },
  ]);
  const made = await request(8, 12);
  expect(made.status).toBe(201);
  const refused = await request(9, 13);
  expect(refused.status).toBe(400);
  expect(refused.body.errors).toEqual([{ path: 'from', message: "Choose one of the country's time slots" }]);
  // An edit is checked against the slots too.
  const edit = await app.call('PATCH', `/api/requests/${made.body.id}`, admin, { from: 13, to: 18 });
  expect(edit.status).toBe(400);
  expect((await app.call('PATCH', `/api/requests/${made.body.id}`, admin, { from: 16, to: 20 })).status).toBe(200);
  // Another country keeps its own.
  expect((await ok('GET', '/api/v1/time-slots?countryId=3')).data).toEqual([
    { from: 9, to: 13 },
    { from: 13, to: 18 },
  ]);
});
