import type { Page } from 'playwright-core';
import { requestOfCustomer } from '../support/customer-request.js';
import { chargeBody } from '../support/money-fixtures.js';
import { FULL_CHECKLIST } from '../support/lead-fixtures.js';
import { consoleInBrowser, eventually, settled } from './support/console-in-browser.js';
import { listReady } from './support/console-page.js';
import { screenshot, signIn } from './support/browser.js';
import {
  englishWords,
  keyNamespaces,
  loadCatalogues,
  notArabic,
  readableText,
  type Catalogues,
  type Findings,
} from './support/catalogue-words.js';

/**
 * Issue 36 §5: a user whose language is Arabic walks the console (dashboard, orders list, an order's page and its
 * edit form, the requests calendar, an invoice, the warehouse 3D view): each screen is right to left in Arabic, its
 * title and menu in Arabic, with no message key shown raw and no English word of the catalogue on it, the data
 * (names, addresses, e-mails, ids) excepted. Screenshots: tests/screenshots/arabic-*.png.
 */
const suite = consoleInBrowser(0);
const ARABIC = /[\u0600-\u06FF]/;

const call = async (method: string, path: string, body?: unknown) => {
  const app = suite.app();
  const r = await app.call(method, path, await app.token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; [k: string]: unknown };
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const n = `${Date.now()}`.slice(-7);

/** What the walk's screens show that the test typed: data, not the console's words. */
const DATA = [
  // The demo's names: the signed-in user (header), the sales user assigned, the partner.
  'Demo Admin',
  'Sara Sales',
  'Own business',
  // A lead's source is free text, as its form takes it.
  'website',
  'Rania Khalil',
  'Villa 4, Street 12',
  'Villa 7, Street 3',
  'Jumeirah',
  'moving house',
  'Walk Customer',
  'Loose charge',
  'Billed charge',
  'Walk Warehouse',
];

/** An order (a confirmed lead of a new customer), an invoice of another customer, a warehouse with locations. */
const makeData = async () => {
  const staff = (await suite.app().call('POST', '/api/v1/users/list', await suite.app().token('admin'), {
    userRoles: ['sales-staff'],
    countryIds: [1],
    limit: 1,
  })) as { body: { results: { id: number }[] } };
  const order = await call('POST', '/api/leads', {
    type: 'storage',
    countryId: 1,
    cityId: 1,
    channel: 'google',
    source: 'website',
    need: 'moving house',
    paymentMode: 'cash',
    warehouseType: ['ac'],
    existingCustomer: false,
    name: 'Rania Khalil',
    email: `rania.${n}@example.com`,
    phone: `+97150${n}`,
    persona: 'personal',
    pickupRequired: true,
    line1: 'Villa 4, Street 12',
    area: 'Jumeirah',
    date: day(3),
    items: [{ storagetypeId: 5, quantity: 2 }],
    size: 3,
    checklist: FULL_CHECKLIST,
    assigneeId: staff.body.results[0]!.id,
  });
  await call('PATCH', `/api/leads/${order.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });

  const customer = await call('POST', '/api/users', {
    name: `Walk Customer ${n}`,
    email: `walk.${n}@example.com`,
    phone: `+97155${n}`,
    countryId: 1,
    partnerId: 1,
  });
  const requestId = await requestOfCustomer(suite.app(), await suite.app().token('admin'), customer.id);
  const uae = { id: customer.id, countryId: 1, currency: 'AED', requestId };
  const november = { amount: 1_250_000, year: Number(day(0).slice(0, 4)), month: 11, endDate: 30 };
  const charge = (description: string) => call('POST', '/api/charges', chargeBody(uae, { ...november, description }));
  await charge('Loose charge');
  const billed = await charge('Billed charge');
  const invoice = await call('POST', '/api/invoices', {
    userId: customer.id,
    type: 'other',
    date: day(-1),
    chargeIds: [billed.id],
  });

  const warehouse = await call('POST', '/api/warehouses', { name: `Walk Warehouse ${n}`, countryId: 1, cityId: 1 });
  for (let i = 0; i < 6; i++) {
    const aisle = ['A', 'B'][i % 2]!;
    await call('POST', '/api/locations', {
      warehouseId: warehouse.id,
      path: `${aisle}-01-0${i + 1}-1`,
      aisle,
      x: i * 200,
      y: 0,
      z: 0,
      capacity: 3,
    });
  }
  await suite.app().settle();
  return { orderId: order.id, invoiceId: invoice.id, warehouseId: warehouse.id };
};

/** The admin's record says Arabic: the console opens in it after sign-in, in any browser. */
const adminReadsArabic = async () => {
  const found = (await suite
    .app()
    .call('GET', `/api/users?email=${encodeURIComponent('admin@demo.test')}`, await suite.app().token('admin'))) as {
    body: { data: { id: number }[] };
  };
  await call('PATCH', `/api/users/${found.body.data[0]!.id}`, { language: 'AR' });
};

const direction = (page: Page) =>
  page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

let catalogues: Catalogues;
let words: ReadonlyMap<string, string>;
let namespaces: ReadonlySet<string>;
beforeAll(async () => {
  catalogues = await loadCatalogues();
  words = englishWords(catalogues);
  namespaces = keyNamespaces(catalogues);
});

describe('the check for English on screen', () => {
  it('knows the English words of the catalogue, not the ones Arabic keeps too', () => {
    expect(words.get('orders')).toBeDefined();
    expect(words.get('customer')).toBeDefined();
    expect(words.has('plural')).toBe(false);
    expect(notArabic('الطلبات Orders list.export admin@demo.test', words, namespaces)).toEqual({
      english: [expect.stringMatching(/^Orders \(.*\) in "الطلبات Orders/)],
      rawKeys: ['list.export'],
    });
    expect(notArabic('Rania Khalil طلب', words, namespaces, DATA).english).toEqual([]);
  });

  it('finds English on the English sign-in page', async () => {
    const page = await suite.open();
    await page.goto('/#/login');
    await page.getByLabel('Username').waitFor();
    const found = notArabic(await readableText(page), words, namespaces);
    expect(found.english.length).toBeGreaterThan(2);
  });
});

describe('the console in Arabic, screen by screen', () => {
  it('walks the dashboard, orders, an order and its form, the calendar, an invoice and the 3D view in Arabic', async () => {
    const data = await makeData();
    await adminReadsArabic();
    const page = await suite.open();
    await signIn(page, 'admin');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    const findings: Record<string, Findings> = {};
    const check = async (name: string) => {
      expect(await direction(page)).toEqual({ dir: 'rtl', lang: 'ar' });
      // The menu and the screen's title in Arabic.
      await eventually(async () =>
        expect(await page.getByTestId('menu-group-sales').getAttribute('aria-label')).toBe('المبيعات'),
      );
      // The screen's title in Arabic, unless it is the record's own name (the 3D view's warehouse).
      const title = await page.locator('main h1, main h4, main h5, main h6').first().innerText();
      if (!DATA.some((d) => title.startsWith(d))) expect(title).toMatch(ARABIC);
      const found = notArabic(await readableText(page), words, namespaces, DATA);
      if (found.english.length > 0 || found.rawKeys.length > 0) findings[name] = found;
      await screenshot(page, `arabic-${name}`);
    };

    await page.getByTestId('welcome').waitFor();
    await check('dashboard');

    await page.goto('/#/orders');
    await listReady(page);
    await check('orders');

    await page.goto(`/#/orders/${data.orderId}/show`);
    await page.getByTestId('resource-show').getByTestId('status-badge').first().waitFor();
    await check('order-show');

    await page.goto(`/#/orders/${data.orderId}`);
    await page.getByTestId('resource-form').waitFor();
    // The form holds the order's values once its record is read.
    await settled(async () =>
      expect(
        await page
          .getByTestId('resource-form')
          .locator('input, textarea')
          .evaluateAll((es) => es.some((e) => (e as HTMLInputElement).value !== '')),
      ).toBe(true),
    );
    await check('order-edit');

    // The date picker speaks Arabic (month names, digits as the console writes them) and its arrows go right to left.
    await page.goto('/#/requests/create');
    await page.getByTestId('resource-form').locator('.MuiInputAdornment-root button').first().click();
    const calendar = page.locator('[role="dialog"] .MuiDateCalendar-root');
    await calendar.waitFor();
    await expect(calendar.locator('.MuiPickersCalendarHeader-label').innerText()).resolves.toMatch(
      /^(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}$/,
    );
    const focusedDay = () => page.evaluate(() => Number(document.activeElement?.textContent));
    await eventually(async () => expect(await focusedDay()).toBeGreaterThan(0));
    const before = await focusedDay();
    // A day inside the month, so one step either way stays in it.
    await page.keyboard.press(before > 15 ? 'ArrowRight' : 'ArrowLeft');
    expect(await focusedDay()).toBe(before > 15 ? before - 1 : before + 1);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });

    await page.goto('/#/requests/calendar');
    await page.getByTestId('requests-calendar').waitFor();
    await page.locator('.fc').first().waitFor();
    expect(
      await page
        .locator('.fc')
        .first()
        .evaluate((e) => e.classList.contains('fc-direction-rtl')),
    ).toBe(true);
    await check('requests-calendar');

    await page.goto(`/#/invoices/${data.invoiceId}/show`);
    await page.getByTestId('invoice-balance').waitFor();
    await check('invoice');

    await page.goto(`/#/warehouses/${data.warehouseId}/view`);
    await eventually(
      async () => expect(await page.getByTestId('warehouse-3d').getAttribute('data-total')).toBe('6'),
      15_000,
    );
    await check('warehouse-3d');

    expect(findings).toEqual({});
  });
});
