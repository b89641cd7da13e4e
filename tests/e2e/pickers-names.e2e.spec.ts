import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { cells, customerOption, hashPath, listReady } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';
import { FULL_CHECKLIST, websiteLead } from '../support/lead-fixtures.js';
import { requestOfCustomer } from '../support/customer-request.js';

/**
 * Issue 31 §6, §7 in a real browser: customer pickers tell two customers of one name apart (name · e-mail · #id)
 * and find one by its e-mail; Send Quote and Confirm say what they did and for whom, and a confirmed lead links to
 * its order; a storage's and a warehouse's pages name their partner, warehouse, city and locations instead of
 * '#1' (read on a first page load, when no list has loaded those names before).
 */
const suite = consoleInBrowser(0);
/** A drop-off lead of a UAE customer from the website, dated 2031, of two boxes, for a month. */
const monthLead = (userId: number, over: Record<string, unknown> = {}) => websiteLead(userId, { months: 1, ...over });

const call = async (method: string, path: string, body?: unknown) => {
  const r = await suite.app().call(method, path, await suite.app().token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; [k: string]: unknown };
};

/** A pickup of one box of the order from a new address of the customer's, confirmed and approved to the warehouse and team. */
const approvedPickup = async (userId: number, orderId: number, line1: string, warehouseId: number, teamId: number) => {
  const address = await call('POST', '/api/addresses', { userId, line1, cityId: 1 });
  const request = await call('POST', '/api/requests', {
    type: 'pickup',
    userId,
    orderId,
    partnerId: 1,
    countryId: 1,
    cityId: 1,
    date: '2031-03-10',
    from: 9,
    to: 13,
    addressId: address.id,
    request_lines: [{ qty: 1 }],
  });
  await call('POST', `/api/v1/requests/${request.id}/actions/confirm`);
  await call('POST', `/api/v1/requests/${request.id}/actions/approve`, { warehouseId, teamId });
  return { address, request };
};

let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`;

interface Customer {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** Two customers of one name, as the demo's four "Mei Haddad". */
const twins = async (): Promise<[Customer, Customer]> => {
  const n = unique();
  const name = `Mei Haddad ${n.slice(-6)}`;
  const make = async (email: string, phone: string): Promise<Customer> => ({
    id: (await call('POST', '/api/users', { name, email, phone, countryId: 1 })).id,
    name,
    email,
  });
  return [
    await make(`mei.${n}@example.com`, `+97150${n.slice(-7)}`),
    await make(`mei.h.${n}@example.com`, `+97155${n.slice(-7)}`),
  ];
};

const optionTexts = (page: Page) => page.getByRole('option').allInnerTexts();

/** Types into a picker and waits for the options of what was typed. */
const search = async (page: Page, box: ReturnType<Page['getByRole']>, text: string, count: number) => {
  await box.fill('');
  await box.pressSequentially(text);
  await eventually(async () => expect(await page.getByRole('option').count()).toBe(count));
};

describe('customer pickers (issue 31 §7)', () => {
  it('the payment form shows each customer as name · e-mail · #id and finds one by its e-mail', async () => {
    const [mei, twin] = await twins();
    const page = await suite.open();
    await signIn(page, 'admin', '/payments/create');
    await page.getByTestId('resource-form').waitFor();
    const box = page.getByRole('combobox', { name: 'Customer', exact: true });
    await box.click();

    await search(page, box, mei.name, 2);
    expect((await optionTexts(page)).sort()).toEqual(
      [`${mei.name} · ${mei.email} · #${mei.id}`, `${twin.name} · ${twin.email} · #${twin.id}`].sort(),
    );
    await screenshot(page, 'picker-two-of-one-name');

    await search(page, box, twin.email, 1);
    await page.getByRole('option', { name: customerOption(twin) }).click();
    expect(await box.inputValue()).toBe(`${twin.name} · ${twin.email} · #${twin.id}`);
  });

  it('the lead form finds an existing customer by e-mail and by id as shown', async () => {
    const [mei, twin] = await twins();
    const page = await suite.open();
    await signIn(page, 'admin', '/leads/create');
    const form = page.getByTestId('resource-form');
    await form.waitFor();
    await form.getByRole('tab', { name: 'Customer', exact: true }).click();
    await page.getByLabel('Existing customer').check();
    const box = page.getByRole('combobox', { name: /^Customer( \*)?$/ });
    await box.click();

    await search(page, box, mei.email, 1);
    expect(await optionTexts(page)).toEqual([`${mei.name} · ${mei.email} · #${mei.id}`]);
    await search(page, box, `#${twin.id}`, 1);
    await page.getByRole('option', { name: customerOption(twin) }).click();
    expect(await box.inputValue()).toBe(`${twin.name} · ${twin.email} · #${twin.id}`);
    await screenshot(page, 'lead-form-customer-picked');
  });
});

describe('a lead to its order (issue 31 §6)', () => {
  it('says whom the quote went to and what Confirm made, then links the lead to its order', async () => {
    const n = unique();
    const customer = await call('POST', '/api/users', {
      name: 'Noura Saleh',
      email: `noura.${n}@example.com`,
      phone: `+97150${n.slice(-7)}`,
    });
    const sales = await suite.app().call('POST', '/api/v1/users/list', await suite.app().token('admin'), {
      userRoles: ['sales-staff'],
      countryIds: [1],
      limit: 1,
    });
    const lead = await call(
      'POST',
      '/api/leads',
      monthLead(customer.id, { assigneeId: (sales.body.results[0] as { id: number }).id }),
    );

    const page = await suite.open();
    await signIn(page, 'admin', `/leads/${lead.id}/show`);
    const action = (name: string) => page.locator(`[data-testid="resource-show"] button[data-action="${name}"]`);
    const status = () =>
      page.getByTestId('resource-show').getByTestId('status-badge').first().getAttribute('data-status');
    await eventually(async () => expect(await status()).toBe('new'));
    expect(await page.getByTestId('lead-order-link').count()).toBe(0);
    expect(await action('openOrder').count()).toBe(0);

    await action('sendQuote').click();
    await notifications(page)
      .filter({ hasText: `Quote sent to Noura Saleh at noura.${n}@example.com` })
      .waitFor();
    await eventually(async () => expect(await status()).toBe('quote_sent'));

    await action('confirmLead').click();
    await notifications(page)
      .filter({ hasText: 'Lead confirmed: the order for Noura Saleh is open in Orders' })
      .waitFor();
    await eventually(async () => expect(await status()).toBe('confirmed'));
    await screenshot(page, 'lead-confirmed-order-link');

    await action('openOrder').waitFor();
    await page.getByTestId('lead-order-link').click();
    await eventually(async () => expect(hashPath(page)).toBe(`/orders/${lead.id}/show`));
    await eventually(async () => expect(await status()).toBe('confirmed'));
  });
});

describe('names, not "#1" (issue 31 §6)', () => {
  it('a storage’s and its warehouse’s pages name the partner, warehouse, city and locations', async () => {
    const name = `Pickers Warehouse ${unique()}`;
    const warehouse = await call('POST', '/api/warehouses', { name, countryId: 1, cityId: 1 });
    const location = await call('POST', '/api/locations', {
      warehouseId: warehouse.id,
      path: 'C-01-01-1',
      aisle: 'C',
      capacity: 3,
    });
    const storage = await call('POST', '/api/storages', { storagetypeId: 5, partnerId: 2, countryId: 1 });
    await call('POST', `/api/v1/storages/${storage.id}/check-in`, {
      warehouseId: warehouse.id,
      locationId: location.id,
    });
    const partner = await call('GET', '/api/partners/2');
    const city = await call('GET', '/api/city/1');

    const page = await suite.open();
    await signIn(page, 'admin', `/storages/${storage.id}/show`);
    const field = (label: string) => page.getByTestId(`field-${label}`);
    await eventually(async () => expect(await field('Warehouse').innerText()).toContain(name));
    await eventually(async () => expect(await field('Partner').innerText()).toContain(String(partner.name)));
    const text = await page.getByTestId('resource-show').innerText();
    expect(text).not.toMatch(/PARTNER\s*#|WAREHOUSE\s*#/i);
    await screenshot(page, 'storage-show-names');

    await page.goto(`/#/warehouses/${warehouse.id}/show`);
    await eventually(async () => expect(await field('City').innerText()).toContain(String(city.name)));
    await eventually(async () => expect(await field('Partner').innerText()).not.toMatch(/#\d/));
    const shown = await page.getByTestId('resource-show').innerText();
    expect(shown).not.toMatch(/PARTNER\s*#|CITY\s*#|LOCATION\s*#/i);
    for (const end of ['IN location', 'OUT location'] as const) {
      const value = (await field(end).innerText()).split('\n').slice(1).join(' ').trim();
      expect(value).not.toMatch(/^#?\d+$/);
    }
    await screenshot(page, 'warehouse-show-names');
  });

  it('an invoice page and an order’s Requests tab say what they reference, never a bare "#12"', async () => {
    const n = unique();
    const customer = await call('POST', '/api/users', {
      name: 'Huda Karim',
      email: `huda.${n}@example.com`,
      phone: `+97150${n.slice(-7)}`,
      countryId: 1,
      partnerId: 1,
    });
    const order = await call('POST', '/api/leads', monthLead(customer.id));
    await call('PATCH', `/api/leads/${order.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });
    const team = await call('POST', '/api/teams', { name: `Names Crew ${n}`, countryId: 1 });
    const warehouse = await call('POST', '/api/warehouses', { name: `Names Store ${n}`, countryId: 1, cityId: 1 });
    const { request } = await approvedPickup(customer.id, order.id, 'Villa 7, Street 3', warehouse.id, team.id);
    const today = new Date().toISOString().slice(0, 10);
    const charge = await call('POST', '/api/charges', {
      userId: customer.id,
      countryId: 1,
      type: 'custom',
      currency: 'AED',
      amount: 1_000_000,
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
      startDate: 1,
      endDate: 28,
      requestId: request.id,
      description: 'Names charge',
    });
    const invoice = await call('POST', '/api/invoices', {
      userId: customer.id,
      type: 'other',
      date: today,
      orderId: order.id,
      chargeIds: [charge.id],
    });
    const payment = await call('POST', '/api/payments', {
      userId: customer.id,
      mode: 'cod',
      amount: 400_000,
      paidAt: new Date().toISOString(),
      invoiceIds: [invoice.id],
    });
    /** What is left once the references that say what they are ('Order #12') are taken out: no '#12' at all. */
    const bare = (text: string) => text.replace(/\b(Order|Request|Invoice|Payment|Lead|Customer|Storage) #\d+/g, '');

    const page = await suite.open();
    await signIn(page, 'admin', `/invoices/${invoice.id}/show`);
    const field = (label: string) => page.getByTestId(`field-${label}`);
    await eventually(async () => expect(await field('Order').innerText()).toContain(`Order #${order.id} · Storage`));
    await eventually(async () =>
      expect(await field('Payments').innerText()).toMatch(/AED\s?40\.00 · \d\d\/\d\d\/\d{4}/),
    );
    expect(await field('Payments').locator(`a[href="#/payments/${payment.id}/show"]`).count()).toBe(1);
    expect(bare(await page.getByTestId('resource-show').innerText())).not.toMatch(/#\d/);
    await screenshot(page, 'invoice-names');

    await page.goto(`/#/orders/${order.id}/show`);
    // The summary first (its lead number says what it is), then the Requests tab.
    await page.getByTestId('order-summary').waitFor();
    expect(bare(await page.getByTestId('order-summary').innerText())).not.toMatch(/#\d/);
    await page.getByTestId('resource-show').getByRole('tab', { name: 'Requests', exact: true }).click();
    const requests = page.locator('[data-testid="order-requests"][data-status="ready"]');
    await eventually(async () => expect(await requests.innerText()).toContain(`Names Crew ${n}`));
    const text = await requests.innerText();
    expect(text).toContain(`Request #${request.id}`);
    expect(text).toContain(`Names Store ${n}`);
    expect(bare(text)).not.toMatch(/#\d/);
    await screenshot(page, 'order-requests-names');
  });
});

describe('names, not "#12", in the accounting pickers and lists (issue 31 §6)', () => {
  it('the charges and payments lists show their invoices by number, and the invoice form offers charges in words', async () => {
    const n = unique();
    const name = `Lina Farah ${n.slice(-6)}`;
    const customer = await call('POST', '/api/users', {
      name,
      email: `lina.${n}@example.com`,
      phone: `+97150${n.slice(-7)}`,
      countryId: 1,
      partnerId: 1,
    });
    const requestId = await requestOfCustomer(suite.app(), await suite.app().token('admin'), customer.id);
    const order = await call('POST', '/api/leads', monthLead(customer.id));
    await call('PATCH', `/api/leads/${order.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });
    const today = new Date().toISOString().slice(0, 10);
    const charge = (type: string, description: string) =>
      call('POST', '/api/charges', {
        userId: customer.id,
        countryId: 1,
        type,
        currency: 'AED',
        amount: 1_000_000,
        year: Number(today.slice(0, 4)),
        month: Number(today.slice(5, 7)),
        startDate: 1,
        endDate: 28,
        requestId,
        orderId: order.id,
        description,
      });
    const billed = await charge('custom', 'Moving boxes');
    const credited = await charge('credit', 'Goodwill credit');
    await charge('custom', 'Loose words');
    const invoice = await call('POST', '/api/invoices', {
      userId: customer.id,
      type: 'other',
      date: today,
      chargeIds: [billed.id],
    });
    const creditNote = await call('POST', '/api/invoices', {
      userId: customer.id,
      type: 'creditNote',
      date: today,
      chargeIds: [credited.id],
    });
    const numbers = [invoice, creditNote].map((i) => String(i.invoiceNumber));
    expect(numbers[0]).toMatch(/^IN/);
    expect(numbers[1]).toMatch(/^CN/);

    const page = await suite.open();
    await signIn(page, 'admin', `/charges?filter=${encodeURIComponent(JSON.stringify({ user: customer.id }))}`);
    await listReady(page);
    await eventually(async () => expect((await cells(page, 'invoice')).sort()).toEqual(['', ...numbers].sort()));
    expect(await cells(page, 'order')).toEqual([1, 2, 3].map(() => `Order #${order.id}`));
    await screenshot(page, 'charges-invoice-numbers');

    // The payments list names its invoices by number too.
    await call('POST', '/api/payments', {
      userId: customer.id,
      mode: 'cod',
      amount: 400_000,
      paidAt: new Date().toISOString(),
      invoiceIds: [invoice.id],
    });
    await page.goto(`/#/payments?filter=${encodeURIComponent(JSON.stringify({ user: customer.id }))}`);
    await listReady(page);
    await eventually(async () => expect(await cells(page, 'invoices')).toEqual([numbers[0]]));

    await page.goto('/#/invoices/create');
    await page.getByTestId('resource-form').waitFor();
    const box = page.getByRole('combobox', { name: 'Customer', exact: true });
    await box.click();
    await box.pressSequentially(name.slice(0, 8));
    await page.getByRole('option', { name: customerOption({ name, id: customer.id }) }).click();
    const choices = page.getByTestId('invoice-charges-input');
    await eventually(async () => expect(await choices.getByRole('checkbox').count()).toBe(1));
    const offered = await choices.getByTestId('charge-words').allInnerTexts();
    expect(offered).toEqual([
      expect.stringMatching(new RegExp(`^Custom · Loose words · Order #${order.id} · AED\\s?100\\.00$`)),
    ]);
    // The order says what it is ('Order #12'); nothing else is a bare '#12'.
    expect((await choices.innerText()).replace(/\bOrder #\d+/g, '')).not.toMatch(/#\d/);
    await screenshot(page, 'invoice-form-charges-in-words');
  });
});

describe('names, not "#12", wherever a record is referenced (issue 31 §6)', () => {
  it('a request’s summary, the requests, orders, addresses and comments lists, a storage’s tabs and the tasks name what they reference', async () => {
    const n = unique();
    const customer = await call('POST', '/api/users', {
      name: 'Rana Aziz',
      email: `rana.${n}@example.com`,
      phone: `+97150${n.slice(-7)}`,
      countryId: 1,
      partnerId: 1,
    });
    const order = await call('POST', '/api/leads', monthLead(customer.id));
    await call('PATCH', `/api/leads/${order.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });
    const team = await call('POST', '/api/teams', { name: `Tour Crew ${n}`, countryId: 1 });
    const warehouse = await call('POST', '/api/warehouses', { name: `Tour Store ${n}`, countryId: 1, cityId: 1 });
    const location = await call('POST', '/api/locations', {
      warehouseId: warehouse.id,
      path: `T-${n.slice(-4)}-1`,
      aisle: 'T',
      capacity: 3,
    });
    const { request } = await approvedPickup(customer.id, order.id, 'Villa 9, Street 4', warehouse.id, team.id);
    await call('POST', '/api/comments', {
      comment: `Gate code ${n}`,
      model: 'request',
      documentId: request.id,
      userId: customer.id,
    });
    const storage = await call('POST', '/api/storages', { storagetypeId: 5, partnerId: 1, countryId: 1 });
    await call('POST', `/api/v1/storages/${storage.id}/check-in`, {
      warehouseId: warehouse.id,
      locationId: location.id,
    });
    /** What is left once the references that say what they are ('Order #12') are taken out: no '#12' at all. */
    const bare = (text: string) => text.replace(/\b(Order|Request|Invoice|Payment|Lead|Customer|Storage) #\d+/g, '');
    const filtered = (path: string, filter: Record<string, unknown>) =>
      `/#/${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

    const page = await suite.open();
    await signIn(page, 'admin', `/requests/${request.id}/show`);
    const summary = page.getByTestId('request-summary');
    await eventually(async () => expect(await summary.innerText()).toContain(`Tour Crew ${n}`));
    await eventually(async () => expect(await summary.innerText()).toContain('Villa 9, Street 4'));
    const said = await summary.innerText();
    for (const word of ['Rana Aziz', `Tour Store ${n}`, `Order #${order.id}`]) expect(said).toContain(word);
    expect(bare(said)).not.toMatch(/#\d/);
    await screenshot(page, 'request-summary-names');

    await page.goto(filtered('requests', { customer: customer.id }));
    await listReady(page);
    await eventually(async () => expect(await cells(page, 'customer')).toEqual(['Rana Aziz']));
    expect(await cells(page, 'team')).toEqual([`Tour Crew ${n}`]);
    expect(await cells(page, 'order')).toEqual([`Order #${order.id}`]);

    await page.goto(filtered('orders', { customer: customer.id }));
    await listReady(page);
    await eventually(async () => expect(await cells(page, 'customer')).toEqual(['Rana Aziz']));
    expect(bare((await cells(page, 'partner')).join(' '))).not.toMatch(/#\d|…/);

    await page.goto(filtered('addresses', { user: customer.id }));
    await listReady(page);
    await eventually(async () => expect(await cells(page, 'customer')).toContain('Rana Aziz'));
    expect((await cells(page, 'partner')).join(' ')).not.toMatch(/#\d|…/);

    await page.goto(filtered('comments', { customer: customer.id }));
    await listReady(page);
    await eventually(async () => expect(await cells(page, 'customer')).toEqual(['Rana Aziz']));
    expect((await cells(page, 'author')).join(' ')).not.toMatch(/^$|#\d|…/);

    await page.goto(`/#/storages/${storage.id}/show`);
    await page.getByTestId('resource-show').getByRole('tab', { name: 'Locations', exact: true }).click();
    const locations = page.locator('[data-testid="storage-locations"][data-status="ready"]');
    await eventually(async () => expect(await locations.innerText()).toContain(`T-${n.slice(-4)}-1`));
    expect(await locations.innerText()).toContain(`Tour Store ${n}`);
    await screenshot(page, 'storage-locations-names');

    await page.goto('/#/tasks');
    await listReady(page);
    const creators = await cells(page, 'creator');
    expect(creators.length).toBeGreaterThan(0);
    for (const c of creators) expect(c).not.toMatch(/^#?\d+$|…/);
  });

  it('a pickup made on an order’s page is among the order’s Related Requests', async () => {
    const n = unique();
    const customer = await call('POST', '/api/users', {
      name: 'Sami Nasser',
      email: `sami.${n}@example.com`,
      phone: `+97150${n.slice(-7)}`,
      countryId: 1,
      partnerId: 1,
    });
    const order = await call(
      'POST',
      '/api/leads',
      monthLead(customer.id, {
        checklist: FULL_CHECKLIST,
        pickupRequired: true,
        pickupTimeFrom: 9,
        pickupTimeTo: 13,
        line1: 'Villa 3',
        area: 'Marina',
      }),
    );
    await call('PATCH', `/api/leads/${order.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });
    await call('POST', '/api/addresses', { userId: customer.id, line1: 'Villa 3, Street 8', cityId: 1 });

    const page = await suite.open();
    await signIn(page, 'admin', `/requests/create?orderId=${order.id}&type=pickup`);
    const form = page.getByTestId('resource-form');
    await eventually(async () => expect(await form.getByTestId('line-input').count()).toBeGreaterThan(0), 30_000);
    expect(await form.getByLabel('Related Request').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save' }).click();
    await notifications(page).filter({ hasText: 'Request created' }).waitFor();
    await page.waitForFunction(() => /^#\/requests\/\d+\/show/.test(window.location.hash));
    const requestId = Number(/requests\/(\d+)/.exec(hashPath(page))?.[1]);

    await page.goto(`/#/orders/${order.id}/show`);
    const related = page.getByTestId('order-summary').getByTestId('related-request');
    await eventually(async () => expect(await related.allInnerTexts()).toEqual([`Request #${requestId}`]), 30_000);
    await screenshot(page, 'order-related-requests');
  });
});
