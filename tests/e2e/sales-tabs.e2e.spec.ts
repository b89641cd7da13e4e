import type { Locator, Page } from 'playwright-core';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { hashPath } from './support/console-page.js';
import { screenshot, signIn } from './support/browser.js';
import { websiteLead } from '../support/lead-fixtures.js';

/**
 * The Storages and Requests tabs of the order and lead pages (spec 2 §2) in a real browser against the real server:
 * an order's storages (with the displayed location and warehouse) and requests (date descending, with warehouse and
 * team), each linked to its show page, and the summary's related requests linked; a lead's tabs; a partner user
 * sees only its partner's storages of an order and no warehouse or location. One server and one browser at a time.
 */

const suite = consoleInBrowser(2);
const open = () => suite.open();

interface Made {
  readonly id: number;
  readonly [k: string]: unknown;
}

let serial = 0;
const unique = () => `${Date.now()}${(serial += 1)}`;
const call = async (method: string, path: string, body?: unknown): Promise<Made> => {
  const r = await suite.app().call(method, path, await suite.app().token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as Made;
};
/** The record as the read models show it, once `ready` holds for it. */
const readBack = async (resource: string, id: number, ready: (r: Made) => boolean = () => true): Promise<Made> => {
  let row: Made | undefined;
  await settled(async () => {
    const r = await suite.app().call('GET', `/api/${resource}/${id}`, await suite.app().token('admin'));
    expect(r.status).toBe(200);
    expect(ready(r.body as Made)).toBe(true);
    row = r.body as Made;
  });
  return row as Made;
};

/** A drop-off lead of a new customer of `partnerId`, as the API takes it. */
const lead = async (partnerId: number) => {
  const n = unique();
  const customer = await call('POST', '/api/users', {
    name: 'Layla Mansour',
    email: `layla.${n}@example.com`,
    phone: `+97150${n.slice(-7)}`,
    partnerId,
  });
  const made = await call('POST', '/api/leads', websiteLead(customer.id, { partnerId }));
  return { id: made.id, userId: customer.id };
};
/** A lead confirmed into an order. */
const order = async (partnerId: number) => {
  const made = await lead(partnerId);
  await call('PATCH', `/api/leads/${made.id}`, { status: 'confirmed', confirmedAt: new Date().toISOString() });
  await readBack('orders', made.id, (r) => r.status === 'confirmed');
  return made;
};
const storage = async (body: Record<string, unknown>) =>
  readBack(
    'storages',
    (await call('POST', '/api/storages', { storagetypeId: 5, countryId: 1, size: 1.5, ...body })).id,
  );
const request = async (body: Record<string, unknown>) =>
  // An address (any id): a pickup or delivery is approved only with one (issue 14).
  readBack(
    'requests',
    (
      await call('POST', '/api/requests', {
        type: 'pickup',
        partnerId: 1,
        countryId: 1,
        cityId: 1,
        from: 9,
        to: 13,
        addressId: 1,
        request_lines: [{ qty: 1 }],
        ...body,
      })
    ).id,
  );

const show = (page: Page) => page.getByTestId('resource-show');
const tabNames = (page: Page) => show(page).getByRole('tab').allInnerTexts();
/** Opens a tab of the show page and waits for its table to have loaded. */
const openTab = async (page: Page, name: string, testId: string): Promise<Locator> => {
  await show(page).getByRole('tab', { name, exact: true }).click();
  const table = page.locator(`[data-testid="${testId}"][data-status="ready"]`);
  await table.waitFor();
  return table;
};
const headers = (table: Locator) => table.locator('thead th').allInnerTexts();
/** The body rows, each as its cells' texts (a status badge as its status: the badge capitalises what it shows). */
const rows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('td')].map(
          (td) =>
            td.querySelector('[data-testid="status-badge"]')?.getAttribute('data-status') ??
            (td as HTMLElement).innerText.trim(),
        ),
      ),
    );
const linkTo = (table: Locator, path: string) => table.locator(`a[href="#${path}"]`);

describe('the order page', () => {
  it('lists the order’s storages and requests in their tabs, linked to their pages, and links the related requests', async () => {
    const n = unique();
    const o = await order(1);
    const other = await order(1);
    const warehouse = await call('POST', '/api/warehouses', { name: `Jebel Ali ${n}`, countryId: 1, cityId: 1 });
    const location = await call('POST', '/api/locations', {
      warehouseId: warehouse.id,
      path: `T-${n.slice(-4)}-1`,
      aisle: 'T',
      capacity: 5,
    });
    const team = await call('POST', '/api/teams', { name: `Crew ${n}`, countryId: 1 });

    const sofa = await storage({ userId: o.userId, orderId: o.id, code: `SOFA-${n}`, name: 'Sofa' });
    await call('POST', `/api/v1/storages/${sofa.id}/check-in`, { warehouseId: warehouse.id, locationId: location.id });
    const sofaIn = await readBack('storages', sofa.id, (r) => r.location === location.path);
    const boxes = await storage({ userId: o.userId, orderId: o.id, code: `BOX-${n}`, name: 'Books' });
    await storage({ userId: other.userId, orderId: other.id, code: `ELSE-${n}`, name: 'Not this order' });

    const early = await request({ userId: o.userId, orderId: o.id, date: '2031-03-10' });
    await call('POST', `/api/v1/requests/${early.id}/actions/confirm`);
    await call('POST', `/api/v1/requests/${early.id}/actions/approve`, { warehouseId: warehouse.id, teamId: team.id });
    const earlyApproved = await readBack('requests', early.id, (r) => r.teamId === team.id);
    const later = await request({
      userId: o.userId,
      orderId: o.id,
      type: 'delivery',
      date: '2031-04-02',
      from: 13,
      to: 18,
    });
    await request({ userId: other.userId, orderId: other.id, date: '2031-03-20' });
    await call('PATCH', `/api/orders/${o.id}`, { relatedRequests: [early.id, later.id] });
    await readBack('orders', o.id, (r) => (r.relatedRequests as number[]).length === 2);

    const page = await open();
    await signIn(page, 'admin', `/orders/${o.id}/show`);
    await show(page).waitFor();
    // Spec 2 §2's order, the Communication tab last.
    expect(await tabNames(page)).toEqual([
      'Summary',
      'Storages',
      'Requests',
      'Invoices',
      'Charges',
      'Comments',
      'History',
      'Communication',
    ]);

    // The summary's related requests, each a link to its page.
    const related = page.getByTestId('field-Related Requests');
    expect(await related.innerText()).toContain(`Request #${early.id}, Request #${later.id}`);
    expect(await related.locator(`a[href="#/requests/${later.id}/show"]`).count()).toBe(1);

    // Storages: the order's, by id, with the displayed location (the path once checked in) and the warehouse.
    const storages = await openTab(page, 'Storages', 'order-storages');
    expect(await headers(storages)).toEqual([
      'Id',
      'Code',
      'Name',
      'Type',
      'Size (CBM)',
      'Qty',
      'Status',
      'Location',
      'Warehouse',
    ]);
    await settled(async () =>
      expect(await rows(storages)).toEqual([
        [
          `#${sofa.id}`,
          `SOFA-${n}`,
          'Sofa',
          String(sofaIn.storagetypeName),
          '1.5',
          sofaIn.qty === undefined || sofaIn.qty === null ? '' : String(sofaIn.qty as number),
          String(sofaIn.status),
          location.path,
          warehouse.name,
        ],
        [
          `#${boxes.id}`,
          `BOX-${n}`,
          'Books',
          String(boxes.storagetypeName),
          '1.5',
          boxes.qty === undefined || boxes.qty === null ? '' : String(boxes.qty as number),
          String(boxes.status),
          '',
          '',
        ],
      ]),
    );
    expect(await linkTo(storages, `/storages/${sofa.id}/show`).count()).toBe(2);
    expect(await linkTo(storages, `/warehouses/${warehouse.id}/show`).count()).toBe(1);
    await screenshot(page, 'order-storages-tab');

    // Requests: the order's, date descending, with time slot, warehouse and team.
    const requests = await openTab(page, 'Requests', 'order-requests');
    expect(await headers(requests)).toEqual(['Id', 'Type', 'Status', 'Date', 'Time', 'Warehouse', 'Team']);
    expect(await rows(requests)).toEqual([
      [`Request #${later.id}`, 'Delivery', String(later.status), '02/04/2031', '13:00 - 18:00', '', ''],
      [
        `Request #${early.id}`,
        'Pickup',
        String(earlyApproved.status),
        '10/03/2031',
        '9:00 - 13:00',
        warehouse.name,
        team.name,
      ],
    ]);
    expect(await linkTo(requests, `/teams/${team.id}/show`).count()).toBe(1);
    await screenshot(page, 'order-requests-tab');
    await linkTo(requests, `/requests/${early.id}/show`).click();
    await page.waitForFunction((id) => window.location.hash === `#/requests/${id}/show`, early.id);
    expect(hashPath(page)).toBe(`/requests/${early.id}/show`);
  });

  it('shows a partner user only its partner’s storages of the order, without warehouse or location', async () => {
    const o = await order(2);
    const n = unique();
    const own = await storage({ userId: o.userId, orderId: o.id, partnerId: 2, code: `OWN-${n}`, name: 'Desk' });
    await storage({ userId: o.userId, orderId: o.id, partnerId: 1, code: `THEIRS-${n}`, name: 'Chair' });
    const req = await request({ userId: o.userId, orderId: o.id, partnerId: 2, date: '2031-05-05' });

    const page = await open();
    await signIn(page, 'partner', `/orders/${o.id}/show`);
    await show(page).waitFor();
    const storages = await openTab(page, 'Storages', 'order-storages');
    expect(await headers(storages)).toEqual(['Id', 'Code', 'Name', 'Type', 'Size (CBM)', 'Qty', 'Status']);
    expect((await rows(storages)).map((r) => r[1])).toEqual([`OWN-${n}`]);
    expect(await linkTo(storages, `/storages/${own.id}/show`).count()).toBe(2);
    const requests = await openTab(page, 'Requests', 'order-requests');
    expect(await headers(requests)).toEqual(['Id', 'Type', 'Status', 'Date', 'Time', 'Team']);
    expect((await rows(requests)).map((r) => r[0])).toEqual([`Request #${req.id}`]);
    await screenshot(page, 'order-tabs-partner');
  });
});

describe('the lead page', () => {
  it('lists the lead’s storages and requests in its tabs', async () => {
    const l = await lead(1);
    const n = unique();
    const box = await storage({ userId: l.userId, orderId: l.id, code: `LEAD-${n}`, name: 'Survey box' });
    const survey = await request({
      userId: l.userId,
      orderId: l.id,
      type: 'survey',
      date: '2031-02-14',
      request_lines: [],
    });

    const page = await open();
    await signIn(page, 'admin', `/leads/${l.id}/show`);
    await show(page).waitFor();
    // Spec 2 §2: the lead's tabs, the Communication tab last.
    expect(await tabNames(page)).toEqual([
      'Summary',
      'Storages',
      'Requests',
      'Invoices',
      'Comments',
      'History',
      'Communication',
    ]);
    const storages = await openTab(page, 'Storages', 'order-storages');
    expect((await rows(storages)).map((r) => r.slice(0, 3))).toEqual([[`#${box.id}`, `LEAD-${n}`, 'Survey box']]);
    expect(await linkTo(storages, `/storages/${box.id}/show`).count()).toBe(2);
    const requests = await openTab(page, 'Requests', 'order-requests');
    expect((await rows(requests)).map((r) => r.slice(0, 2))).toEqual([[`Request #${survey.id}`, 'Survey']]);
    expect(await linkTo(requests, `/requests/${survey.id}/show`).count()).toBe(1);
    await screenshot(page, 'lead-tabs');
  });
});
