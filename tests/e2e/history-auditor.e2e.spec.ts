import type { Page } from 'playwright-core';
import { consoleInBrowser } from './support/console-in-browser.js';
import { cells, listReady } from './support/console-page.js';
import { screenshot, signIn } from './support/browser.js';
import { dropOffLead } from '../support/lead-fixtures.js';

/**
 * A record's History read as an auditor reads it (issue 31 §5, §11): a lead made and edited through the API, its
 * History tab in a real browser — labels instead of field names, money through the formatter, names linked
 * instead of ids, lines instead of JSON, dates as the console shows them, the actor on every revision — and the
 * /revisions list's User column filled ('System' for the seed).
 */
const suite = consoleInBrowser(6);

const RAW_MONEY = /\d{7,}/;
const JSON_TEXT = /[{[]"|":/;
const ISO_STAMP = /\d{4}-\d{2}-\d{2}T\d{2}:/;

/** The History table's text as shown: revision headers and change rows. */
const historyText = (page: Page) =>
  page.getByTestId('history-table').evaluate((table) => {
    const rows = Array.from(table.querySelectorAll<HTMLElement>('tbody tr'));
    return {
      headers: rows.filter((r) => r.dataset.testid === 'history-revision').map((r) => r.innerText),
      actors: rows
        .filter((r) => r.dataset.testid === 'history-revision')
        .map((r) => r.querySelector<HTMLElement>('[data-testid="history-actor"]')?.innerText ?? ''),
      changes: rows
        .filter((r) => r.dataset.testid === 'change-row')
        .map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText)),
      eventOnly: rows.filter((r) => r.dataset.testid === 'event-only').map((r) => r.innerText),
    };
  });

describe("a record's History, as an auditor reads it", () => {
  it('shows labels, amounts, names with links, lines and dates, and who acted on every revision', async () => {
    const app = suite.app();
    const admin = await app.token('admin');
    const customers = await app.call('POST', '/api/v1/users/list', admin, {
      excludeUserTypes: ['staff'],
      limit: 1,
    });
    const customer = customers.body.results[0] as { id: number; name: string };
    const sales = (await app.call('GET', '/api/users?email=sales1@demo.test', admin)).body.data[0] as {
      id: number;
      name: string;
    };
    const created = await app.call(
      'POST',
      '/api/leads',
      admin,
      dropOffLead(customer.id, {
        months: 3,
        items: [
          { storagetypeId: 2, quantity: 2 },
          { storagetypeId: 5, quantity: 1 },
        ],
        services: [{ servicetypeId: 1, amount: 1500000, servicetype: { name: 'Pickup' } }],
        rent: 2080000,
        size: 2,
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await app.call('PATCH', `/api/leads/${id}`, admin, { rent: 1300000, rate: 1300000 })).status).toBe(200);
    expect((await app.call('PATCH', `/api/leads/${id}`, admin, { assigneeId: sales.id })).status).toBe(200);
    expect(
      (
        await app.call('POST', '/api/comments', admin, {
          comment: 'Customer asked for a Saturday pickup',
          model: 'order',
          documentId: id,
        })
      ).status,
    ).toBe(201);

    const page = await suite.open();
    await signIn(page, 'admin', `/leads/${id}/show`);
    await page.getByTestId('resource-show').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.locator('[data-testid="history-panel"][data-list-status="ready"]').waitFor();
    const shown = await historyText(page);

    // Who acted, on every revision; what happened.
    expect(shown.headers.length).toBeGreaterThanOrEqual(4);
    expect(new Set(shown.actors)).toEqual(new Set(['Admin Demo']));
    expect(shown.headers[shown.headers.length - 1]).toContain('Lead created');

    // Nothing raw anywhere in the table.
    const all = [...shown.headers, ...shown.changes.flat(), ...shown.eventOnly].join('\n');
    expect(all).not.toMatch(RAW_MONEY);
    expect(all).not.toMatch(JSON_TEXT);
    expect(all).not.toMatch(ISO_STAMP);
    expect(all).not.toContain('No changes');

    // Fields by their labels, values as a reader knows them.
    const row = (field: string) => shown.changes.find((c) => c[1] === field);
    expect(row('Rent')).toEqual(['changed', 'Rent', 'AED 208.00', 'AED 130.00']);
    expect(row('Assignee')?.[3]).toBe(sales.name);
    expect(row('Customer')).toEqual(['added', 'Customer', '', customer.name]);
    expect(row('Date')?.[3]).toBe('20/12/2026');
    expect(row('Items')?.[3]).toMatch(/^2 × \S.*\n1 × \S/);
    expect(row('Services')?.[3]).toBe('Pickup: AED 150.00');
    expect(row('Comments')).toEqual(['commented', 'Comments', '', 'Customer asked for a Saturday pickup']);
    // The creation shows only what it set: no empty value.
    expect(shown.changes.filter((c) => c[0] === 'added' && c[3] === '—')).toEqual([]);
    expect(shown.changes.map((c) => c[1])).not.toContain('userId');

    // The customer's name is a link to the customer.
    const link = page.getByTestId('history-table').locator('[data-path="userId"] [data-testid="history-ref"]').first();
    await expect(link.innerText()).resolves.toBe(customer.name);
    await expect(link.getAttribute('href')).resolves.toBe(`#/users/${customer.id}/show`);
    await screenshot(page, 'history-auditor-lead');

    // The revisions list: every row says who acted, 'System' for what the seed did.
    await page.goto(`${app.url}/#/revisions`);
    await listReady(page);
    const users = await cells(page, 'user');
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((u) => u.trim() === '')).toEqual([]);
    await screenshot(page, 'history-auditor-revisions');
    const seeded = await app.call('GET', `/api/revisions?model=user&documentId=${customer.id}&$limit=1`, admin);
    expect(seeded.body.data[0].described.actor).toEqual({ id: null, name: 'System' });
  });
});
