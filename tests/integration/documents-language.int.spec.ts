import { formatMoney, money } from '@console/contracts';
import {
  arabicSkeleton,
  drawnTexts,
  rightToLeftLines,
  type DrawnText,
} from '../../services/src/core/pdf/pdf-text.testing.js';
import { requestOfCustomer } from '../support/customer-request.js';
import { eventually } from '../support/eventually.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Documents follow the customer (issue 36 §4): an Arabic-speaking customer's invoice and statement are Arabic,
 * right to left, when an English-speaking staff member prints them; the same documents are English again once the
 * customer's language is English. The mail of that invoice is written in Arabic and carries the Arabic PDF.
 */
let app: TestApp;
let admin: string;
let invoice: { id: number; invoiceNumber: string; userId: number; amount: number };

beforeAll(async () => {
  app = await startTestApp(8, undefined, 40, { notifier: { retry: { attempts: 2, backoffMs: 50 } } });
  admin = await app.token('admin');
  await app.settle();
  const invoices = (await app.call('POST', '/api/v1/invoices/list', admin, { limit: 50, countryIds: [1] })).body
    .results as (typeof invoice & { type: string })[];
  invoice = invoices.find((i) => i.type !== 'creditNote')!;
}, 180_000);
afterAll(() => app.stop());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const pdfOf = async (path: string): Promise<DrawnText[]> => {
  const res = await fetch(`${app.url}${path}`, bearer(admin));
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  return drawnTexts(Buffer.from(await res.arrayBuffer()));
};
/** Whether a line of the page, read right to left, holds the text (Arabic compared by its letters' shapes). */
const reads = (drawn: readonly DrawnText[], text: string) =>
  rightToLeftLines(drawn).some((l) => arabicSkeleton(l).includes(arabicSkeleton(text)));
const setLanguage = async (userId: number, language: 'EN' | 'AR') => {
  const patched = await app.call('PATCH', `/api/users/${userId}`, admin, { language });
  expect([patched.status, patched.body.language]).toEqual([200, language]);
  await app.settle();
};

it("draws an Arabic customer's invoice in Arabic, right to left, for an English-speaking staff member", async () => {
  const staffId = Number(
    (JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
  );
  await setLanguage(staffId, 'EN');
  await setLanguage(invoice.userId, 'AR');
  const total = formatMoney(money(invoice.amount), 'AED');

  const drawn = await pdfOf(`/api/v1/documents/invoice/${invoice.id}/view`);
  expect(drawn.some((t) => t.font.includes('NotoSansArabic'))).toBe(true);
  for (const words of ['فاتورة ضريبية', 'العميل', 'البيان', 'ضريبة القيمة المضافة', 'الرصيد المستحق'])
    expect([words, reads(drawn, words)]).toEqual([words, true]);
  // The total's line, read from the right: its label, then the amount as it is, left to right.
  expect(reads(drawn, `الإجمالي${total}`)).toBe(true);
  const latin = drawn.filter((t) => t.font.startsWith('Helvetica')).map((t) => t.text);
  expect(latin).toEqual(expect.arrayContaining([invoice.invoiceNumber, total]));
  expect(latin).not.toContain('Tax invoice');

  const statement = await pdfOf(`/pdf/statement?id=${invoice.userId}`);
  expect(reads(statement, 'كشف حساب')).toBe(true);
  expect(reads(statement, 'الرصيد الافتتاحي')).toBe(true);

  // The same invoice for an English-speaking customer: English, as before.
  await setLanguage(invoice.userId, 'EN');
  const english = (await pdfOf(`/api/v1/documents/invoice/${invoice.id}/view`)).map((t) => t.text);
  expect(english).toEqual(expect.arrayContaining(['Tax invoice', 'Balance due', invoice.invoiceNumber, total]));
}, 60_000);

it("mails an Arabic customer's invoice in Arabic, the invoice PDF it carries Arabic too", async () => {
  await setLanguage(invoice.userId, 'AR');
  const smtp = app.notifier!.channels!.smtp;
  smtp.reset();
  const mailed = await app.call('POST', `/api/v1/invoices/${invoice.id}/mail`, admin);
  expect(mailed.status).toBe(201);
  await eventually(async () => expect(smtp.received()).toHaveLength(1), 20_000);
  const mail = smtp.received()[0]!;
  // The `_ar` version of the task type's template (docs/decisions.md), right to left.
  expect(mail.subject).toBe(`فاتورتكم #${invoice.id}`);
  expect(mail.html).toContain('dir="rtl"');
  expect(mail.html).toContain('تجدون فاتورتكم مرفقة.');
  const [attached] = mail.attachments;
  expect(attached?.filename).toBe(`invoice-${invoice.id}.pdf`);
  const drawn = drawnTexts(attached!.content);
  expect(reads(drawn, 'فاتورة ضريبية')).toBe(true);
  expect(drawn.map((t) => t.text)).not.toContain('Tax invoice');
  await setLanguage(invoice.userId, 'EN');
}, 60_000);

it("draws an Arabic customer's quote and request note in Arabic, whoever prints them", async () => {
  await setLanguage(invoice.userId, 'AR');
  const lead = await app.call('POST', '/api/leads', admin, {
    channel: 'google',
    need: 'moving house',
    paymentMode: 'card',
    warehouseType: ['ac'],
    pickupRequired: false,
    existingCustomer: true,
    type: 'storage',
    userId: invoice.userId,
    countryId: 1,
    cityId: 1,
    months: 3,
    size: 2,
    items: [{ storagetypeId: 6, quantity: 1 }],
  });
  expect(lead.status).toBe(201);
  const quote = await pdfOf(`/pdf/quote?id=${lead.body.id}`);
  for (const words of ['عرض سعر', 'مدة التخزين3 أشهر', 'الإيجار الشهري'])
    expect([words, reads(quote, words)]).toEqual([words, true]);
  const requestId = await requestOfCustomer(app, admin, invoice.userId);
  const note = await pdfOf(`/pdf/note?id=${requestId}`);
  for (const words of ['مذكرة طلب الخدمة', `رقم طلب الخدمة${requestId}`, 'النوعاستلام من العميل', 'توقيع العميل'])
    expect([words, reads(note, words)]).toEqual([words, true]);
  await setLanguage(invoice.userId, 'EN');
  expect((await pdfOf(`/pdf/note?id=${requestId}`)).map((t) => t.text)).toContain('Request note');
}, 60_000);
