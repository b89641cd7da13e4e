import { ANALYTICS_PAGES } from '@console/contracts';
import { sql } from 'kysely';
import { dropOffLead } from '../support/lead-fixtures.js';
import { makeCharge, makeInvoice, manualPayment, must } from '../support/money-fixtures.js';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { hashPath, listReady } from './support/console-page.js';
import { screenshot, signIn } from './support/browser.js';

/**
 * The analytics pages and the role dashboards in a real browser (issue 35 §9): business opens every page, switches
 * preset and country, compares with the previous period, toggles a metric on the graph and drills into a cell to
 * the list of the same count; warehouse-staff sees the sales dashboard on /, marketing-staff none; the affiliate
 * sees its panel with the commission on what was collected on its order.
 */
const suite = consoleInBrowser(4);
const open = () => suite.open();

beforeAll(async () => {
  const app = suite.app();
  const admin = await app.token('admin');
  const customers = (await app.call('POST', '/api/v1/users/list', admin, { limit: 2, userTypes: ['b2c', 'b2b'] })).body
    .results as { id: number }[];
  expect(customers.length).toBe(2);
  // Leads of this month in UAE, so the page's default range has figures.
  for (const [i, c] of [...customers, ...customers].entries()) {
    const r = await app.call('POST', '/api/leads', admin, dropOffLead(c.id, { need: i % 2 ? 'renovation' : 'travel' }));
    if (r.status >= 300) throw new Error(`lead: ${r.status} ${JSON.stringify(r.body)}`);
  }
  await app.settle();
}, 120_000);

const allCell = (page: Awaited<ReturnType<typeof open>>, metric: string) => page.getByTestId(`cell-${metric}-all`);

describe('analytics pages', () => {
  it('business opens every page; preset, country, comparison, graph toggle and a drill-down to the same count', async () => {
    const page = await open();
    await signIn(page, 'business', '/analytics/sales');
    for (const name of ANALYTICS_PAGES) {
      await page.goto(`/#/analytics/${name}`);
      await page.getByTestId(`analytics-${name}`).waitFor();
      await page.getByTestId('metric-table').waitFor();
      // Usage has no presets (spec 1 §2.9).
      expect(await page.getByTestId('analytics-presets').count()).toBe(name === 'usage' ? 0 : 1);
    }

    await page.goto('/#/analytics/sales');
    await page.getByTestId('metric-table').waitFor();
    const leads = allCell(page, 'lead.num_leads');
    await eventually(async () => expect(Number(await leads.innerText())).toBeGreaterThanOrEqual(4), 15_000);
    const count = Number(await leads.innerText());

    // Presets: last month has none of this month's leads; back to This Month.
    await page.getByRole('button', { name: 'Last Month' }).click();
    await eventually(async () => expect(Number(await leads.innerText())).toBeLessThan(count), 15_000);
    await page.getByRole('button', { name: 'This Month' }).click();
    await eventually(async () => expect(Number(await leads.innerText())).toBe(count), 15_000);

    // Country: Kuwait has none of them, All has them all.
    await page.getByTestId('analytics-country').click();
    await page.getByRole('option', { name: 'Kuwait' }).click();
    await eventually(async () => expect(Number(await leads.innerText())).toBe(0), 15_000);
    await page.getByTestId('analytics-country').click();
    await page.getByRole('option', { name: 'All' }).click();
    await eventually(async () => expect(Number(await leads.innerText())).toBeGreaterThanOrEqual(count), 15_000);
    await page.getByTestId('analytics-country').click();
    await page.getByRole('option', { name: 'UAE' }).click();
    await eventually(async () => expect(Number(await leads.innerText())).toBe(count), 15_000);

    // Compare with the previous period: each figure shows the previous one under it.
    await page.getByRole('button', { name: 'Previous Period' }).click();
    await eventually(async () => expect(await leads.innerText()).toContain('Previous'), 15_000);

    // Toggle a metric on the graph.
    const graph = page.getByTestId('metric-graph');
    await graph.waitFor();
    expect(await graph.getAttribute('data-series')).toBe('lead.num_leads');
    await page.getByTestId('metric-lead.num_leads_attended').click();
    await eventually(
      async () => expect(await graph.getAttribute('data-series')).toBe('lead.num_leads,lead.num_leads_attended'),
      15_000,
    );
    await screenshot(page, 'analytics-sales');

    // Drill into the cell: the leads list with the same count.
    await page.getByTestId('drill-lead.num_leads').click();
    await eventually(async () => expect(hashPath(page)).toMatch(/^\/leads\?/), 10_000);
    await listReady(page);
    await eventually(
      async () => expect(await page.getByTestId('resource-list').innerText()).toContain(`of ${count}`),
      15_000,
    );

    // A B2C cell opens the leads of that customer type (its filter on the list), with the cell's count.
    await page.goBack();
    const b2cCell = page.getByTestId('cell-lead.num_leads-b2c');
    await b2cCell.waitFor();
    const b2c = Number((await b2cCell.innerText()).split('\n')[0]!.replace(/,/g, ''));
    expect(b2c).toBeGreaterThan(0);
    await page.getByTestId('drill-lead.num_leads-b2c').click();
    await eventually(async () => expect(decodeURIComponent(hashPath(page))).toContain('"customerType":"b2c"'), 10_000);
    await listReady(page);
    await eventually(
      async () => expect(await page.getByTestId('resource-list').innerText()).toContain(`of ${b2c}`),
      15_000,
    );
  });

  it("the Survey page counts a lost customer's exit survey answers and opens the surveys answered so", async () => {
    const app = suite.app();
    const admin = await app.token('admin');
    const salesId = (await app.call('GET', '/api/users?email=sales1@demo.test', admin)).body.data[0].id as number;
    const customer = (await app.call('POST', '/api/v1/users/list', admin, { limit: 1, userTypes: ['b2c'] })).body
      .results[0] as { id: number };
    await must(app, admin, 'PATCH', `/api/users/${customer.id}`, { language: 'EN' });
    const lead = await must(
      app,
      admin,
      'POST',
      '/api/leads',
      dropOffLead(customer.id, { size: 2, assigneeId: salesId }),
    );
    await must(app, admin, 'POST', `/api/v1/leads/${lead.id}/actions/sendQuote`);
    await must(app, admin, 'PATCH', `/api/leads/${lead.id}`, { status: 'lost', lostReasonId: 4 });
    // The customer answers the exit survey the loss made (its link, as the mail carries it).
    const survey = (await must(app, admin, 'GET', `/api/surveys?orderId=${lead.id}&type=customerSurvey`)).data[0];
    const { url } = await must(app, admin, 'POST', `/api/v1/surveys/${survey.id}/link`);
    const answered = await fetch(`${app.url}${new URL(url as string).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ exitReason: '4', improvement: 'Call back sooner' }).toString(),
    });
    expect(answered.status).toBe(200);
    await app.settle();

    const page = await open();
    await signIn(page, 'business', '/analytics/survey');
    const reasons = page.getByTestId('table-survey-reason');
    const row = reasons.getByRole('row', { name: /No response/ });
    await eventually(async () => expect(await row.innerText()).toMatch(/No response\s+1$/), 15_000);
    await eventually(
      async () => expect(await page.getByTestId('table-survey-comments').innerText()).toContain('Call back sooner'),
      15_000,
    );
    await screenshot(page, 'analytics-survey');
    await row.getByRole('link').click();
    await eventually(async () => expect(hashPath(page)).toMatch(/^\/surveys\?/), 10_000);
    await listReady(page);
    await eventually(async () => expect(await page.getByTestId('resource-list').innerText()).toContain('of 1'), 15_000);
  });

  it('warehouse-staff sees the sales dashboard on /', async () => {
    const page = await open();
    await signIn(page, 'warehouse-staff', '/');
    await page.getByTestId('sales-dashboard').waitFor();
    await page.getByTestId('card-lead.num_leads').waitFor();
    await page.getByTestId('leads-per-day').waitFor();
    await screenshot(page, 'sales-dashboard');
  });

  it('marketing-staff sees no dashboard on /', async () => {
    const page = await open();
    await signIn(page, 'marketing-staff', '/');
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('sales-dashboard').count()).toBe(0);
    expect(await page.getByTestId('partner-dashboard').count()).toBe(0);
  });

  it('the affiliate signs in and sees its panel: the commission on what was collected, its orders not cancelled', async () => {
    const app = suite.app();
    const admin = await app.token('admin');
    const db = app.infra.db;
    const affiliateUser = (
      await sql<{ id: number }>`SELECT id FROM rm.users WHERE email = 'affiliate@demo.test'`.execute(db)
    ).rows[0]!.id;
    await must(app, admin, 'POST', '/api/affiliates', {
      name: 'Panel Affiliate',
      countryId: 1,
      commissionsPercent: 10,
      userId: affiliateUser,
    });
    const lead = (
      await sql<{ id: number; userId: number }>`
        SELECT o.id, o."userId" FROM rm.orders o JOIN rm.users u ON u.id = o."userId"
        WHERE o."countryId" = 1 AND u."countryId" = 1 ORDER BY o.id LIMIT 1`.execute(db)
    ).rows[0]!;
    await must(app, admin, 'POST', '/api/storages', {
      userId: lead.userId,
      orderId: lead.id,
      storagetypeId: 5,
      size: 1.5,
      affiliateUserId: affiliateUser,
    });
    const request = await must(app, admin, 'POST', '/api/requests', {
      type: 'delivery',
      partnerId: 1,
      countryId: 1,
      cityId: 1,
      userId: lead.userId,
      date: `${new Date().getUTCFullYear() + 1}-04-02`,
      from: 9,
      to: 13,
      request_lines: [{ qty: 1 }],
    });
    const customer = { id: lead.userId, countryId: 1, currency: 'AED', requestId: request.id as number };
    // AED 105.00 billed and collected: 10 % is AED 10.50.
    const invoice = await makeInvoice(app, admin, customer, [await makeCharge(app, admin, customer)], {
      orderId: lead.id,
    });
    await must(app, admin, 'POST', '/api/payments', manualPayment(customer, invoice.amount, invoice.id));
    await app.settle();

    const page = await open();
    await signIn(page, 'affiliate', '/');
    await page.getByTestId('affiliate-dashboard').waitFor();
    await eventually(async () =>
      expect(await page.getByTestId('affiliate-commission-total').innerText()).toContain('10.50 AED'),
    );
    await eventually(async () => expect(await page.getByTestId('affiliate-orders').innerText()).toMatch(/\b1$/));
    await eventually(async () => expect(await page.getByTestId('affiliate-invoices').innerText()).toMatch(/\b1$/));
    expect(await page.getByTestId('sales-dashboard').count()).toBe(0);
    await screenshot(page, 'affiliate-dashboard');
    // Its commissions list under Marketing shows the same row.
    await page.goto('/#/affiliate-commissions');
    await eventually(async () =>
      expect(await page.getByTestId('commission-amount').first().innerText()).toContain('10.50'),
    );
  });
});
