import type { Page } from 'playwright-core';
import { STORAGE_FIELDS_HIDDEN_FROM_PARTNERS } from '@console/contracts';
import { consoleInBrowser, settled } from './support/console-in-browser.js';
import { headerIds, listReady } from './support/console-page.js';
import { DEMO_PASSWORD, notifications, screenshot, signIn, submitSignIn } from './support/browser.js';

/**
 * The small things of a working day (issue 31 §9) in a real browser against the real server: a favicon, one
 * highlighted menu entry, no stale toast after a good sign-in, the partner's hidden storages columns, and the
 * day's jobs in lanes by team or city with a country filter. One server and one browser at a time.
 */

const suite = consoleInBrowser(4);
const open = () => suite.open();

const call = async (method: string, path: string, body?: unknown) => {
  const r = await suite.app().call(method, path, await suite.app().token('admin'), body);
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: number; [k: string]: unknown };
};
/** Waits until the read model shows what `holds` asks of the record. */
const readBack = async (resource: string, id: number, holds: (r: Record<string, unknown>) => boolean) =>
  settled(async () => {
    const r = await suite.app().call('GET', `/api/${resource}/${id}`, await suite.app().token('admin'));
    expect(r.status).toBe(200);
    expect(holds(r.body as Record<string, unknown>)).toBe(true);
  });

const selectedLinks = (page: Page) =>
  page.locator('[data-testid="menu-link"].Mui-selected').evaluateAll((els) => els.map((e) => e.ariaLabel));
const currentLinks = (page: Page) =>
  page.locator('[data-testid="menu-link"][aria-current="page"]').evaluateAll((els) => els.map((e) => e.ariaLabel));

describe('the favicon', () => {
  it('is linked from every page and served, so no page asks for a favicon in vain', async () => {
    const page = await open();
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404 && r.url().includes('favicon')) missing.push(r.url());
    });
    await signIn(page, 'admin', '/requests');
    await listReady(page);
    const links = await page
      .locator('link[rel="icon"]')
      .evaluateAll((els) => els.map((e) => new URL((e as HTMLLinkElement).href).pathname));
    expect(links).toEqual(['/favicon.svg', '/favicon.ico']);
    for (const [path, type] of [
      ['/favicon.ico', 'image/'],
      ['/favicon.svg', 'image/svg+xml'],
    ] as const) {
      const answer = await page.request.get(path);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain(type);
    }
    await page.goto('/#/storages');
    await listReady(page);
    expect(missing).toEqual([]);
  });
});

describe('the menu', () => {
  it('highlights exactly one entry: Requests, or Pending Requests while its preset holds', async () => {
    const page = await open();
    await signIn(page, 'admin', '/requests');
    await listReady(page);
    await expect(selectedLinks(page)).resolves.toEqual(['Requests']);
    await expect(currentLinks(page)).resolves.toEqual(['Requests']);

    await page.getByTestId('sidebar').getByRole('link', { name: 'Pending Requests', exact: true }).click();
    await listReady(page);
    await settled(async () => expect(await selectedLinks(page)).toEqual(['Pending Requests']));
    await expect(currentLinks(page)).resolves.toEqual(['Pending Requests']);
    await screenshot(page, 'menu-one-highlight-pending');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.getByTestId('requests-calendar').waitFor();
    await expect(selectedLinks(page)).resolves.toEqual(['Jobs']);
  });
});

describe('sign-in notices', () => {
  it('a good sign-in clears the warning of the failed one at once', async () => {
    const page = await open();
    await page.goto('/#/');
    await page.getByLabel('Username').waitFor();
    await submitSignIn(page, 'admin@demo.test', 'wrong-password');
    await notifications(page).first().waitFor();
    await submitSignIn(page, 'admin@demo.test', DEMO_PASSWORD);
    await page.getByTestId('sidebar').waitFor();
    // The warning stayed 4 s and more over the console; now it is gone as the console opens.
    await expect(notifications(page).count()).resolves.toBe(0);
    await page.waitForTimeout(500);
    await expect(notifications(page).count()).resolves.toBe(0);
  });
});

describe("a partner's storages list", () => {
  it('shows no Location, Warehouse or Room column, and its answer carries none of them', async () => {
    const n = Date.now();
    const warehouse = await call('POST', '/api/warehouses', { name: `Small Things ${n}`, countryId: 1, cityId: 1 });
    const location = await call('POST', '/api/locations', {
      warehouseId: warehouse.id,
      path: `ST-${String(n).slice(-5)}`,
      aisle: 'S',
      capacity: 5,
    });
    const storage = await call('POST', '/api/storages', {
      storagetypeId: 5,
      partnerId: 2,
      countryId: 1,
      size: 1,
      code: `PART-${n}`,
    });
    await call('POST', `/api/v1/storages/${storage.id}/check-in`, {
      warehouseId: warehouse.id,
      locationId: location.id,
    });
    await readBack('storages', storage.id, (r) => r.locationId === location.id);

    // Staff see where it is ...
    const page = await open();
    await signIn(page, 'admin', '/storages');
    await listReady(page);
    expect(await headerIds(page)).toContain('location');

    // ... a partner user typing /storages does not, and the list call does not send it.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/#/login');
    await signIn(page, 'partner', '/storages');
    await listReady(page);
    const columns = await headerIds(page);
    for (const hidden of ['location', 'warehouse', 'room']) expect(columns).not.toContain(hidden);
    await page.getByTestId('columns-button').click();
    for (const hidden of ['location', 'warehouse', 'room'])
      expect(await page.getByTestId(`column-choice-${hidden}`).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The list call as the partner's console makes it, with its token.
    const body = await page.evaluate(async () => {
      const r = await fetch('/api/v1/storages/list', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ limit: 100, page: 1, sortBy: 'id', sortOrder: 'DESC' }),
      });
      return (await r.json()) as { results: Record<string, unknown>[] };
    });
    const mine = body.results.find((r) => r.id === storage.id);
    expect(mine).toBeDefined();
    for (const row of body.results)
      for (const field of STORAGE_FIELDS_HIDDEN_FROM_PARTNERS) expect(row[field]).toBeNull();
    await screenshot(page, 'storages-as-partner');
  });
});

describe("the day's jobs (/jobs)", () => {
  it("reads as lanes by team or city, of the user's country unless all are asked for", async () => {
    const day = '2031-05-14';
    const n = Date.now();
    const customer = (
      (await call('POST', '/api/v1/users/list', { excludeUserTypes: ['staff'], limit: 1 })) as unknown as {
        results: { id: number }[];
      }
    ).results[0]!;
    const warehouseOf = async (countryId: number, cityId: number) =>
      (await call('POST', '/api/warehouses', { name: `Jobs ${countryId} ${n}`, countryId, cityId })).id;
    const uae = await warehouseOf(1, 1);
    const kuwait = await warehouseOf(2, 6);
    const team = async (name: string, countryId: number) =>
      (await call('POST', '/api/teams', { name: `${name} ${n}`, countryId })).id;
    const [alpha, bravo, kilo] = [await team('Alpha', 1), await team('Bravo', 1), await team('Kilo', 2)];
    /** A pickup of the day; sent to a team (confirmed, then approved with it) when one is given. */
    const job = async (
      cityId: number,
      countryId: number,
      from: number | null,
      to: number | null,
      sent?: [number, number],
    ) => {
      const { id } = await call('POST', '/api/requests', {
        type: 'pickup',
        userId: customer.id,
        partnerId: 1,
        countryId,
        cityId,
        date: day,
        from,
        to,
        addressId: 1,
        request_lines: [{ qty: 1 }],
      });
      if (sent) {
        await call('POST', `/api/v1/requests/${id}/actions/confirm`);
        await call('POST', `/api/v1/requests/${id}/actions/approve`, { warehouseId: sent[0], teamId: sent[1] });
      }
      return id;
    };
    // The request slots are 9-13 and 13-18; a job with no slot is any time of the day.
    const alphaLate = await job(1, 1, 13, 18, [uae, alpha]);
    const alphaEarly = await job(2, 1, 9, 13, [uae, alpha]);
    const alphaAny = await job(1, 1, null, null, [uae, alpha]);
    const bravoJob = await job(2, 1, 9, 13, [uae, bravo]);
    const unsent = await job(1, 1, 9, 13);
    const kuwaitJob = await job(6, 2, 9, 13, [kuwait, kilo]);
    const riyadhJob = await job(8, 3, 13, 18);
    for (const id of [alphaLate, alphaEarly, alphaAny, bravoJob, kuwaitJob])
      await readBack('requests', id, (r) => r.teamId !== null);
    await readBack('requests', riyadhJob, () => true);
    await readBack('requests', unsent, () => true);

    const page = await open();
    await signIn(page, 'admin', `/jobs?date=${day}`);
    const calendar = page.locator('[data-testid="requests-calendar"][data-view="day"][data-status="ready"]');
    await calendar.waitFor();
    // The admin's country (UAE) by default: none of Kuwait's or Saudi Arabia's jobs.
    await expect(calendar.getAttribute('data-country')).resolves.toBe('1');
    const board = page.getByTestId('jobs-day');
    await expect(board.getAttribute('data-group-by')).resolves.toBe('team');
    const lanes = () =>
      board.getByTestId('jobs-lane').evaluateAll((els) =>
        els.map((el) => ({
          name: el.querySelector('[data-testid="jobs-lane-name"]')?.textContent,
          jobs: [...el.querySelectorAll('[data-testid="calendar-event"]')].map((c) =>
            Number(c.getAttribute('data-request-id')),
          ),
        })),
      );
    const ours = new Set([alphaLate, alphaEarly, alphaAny, bravoJob, unsent, kuwaitJob, riyadhJob]);
    const ourLanes = async () =>
      (await lanes())
        .map((l) => ({ ...l, jobs: l.jobs.filter((id) => ours.has(id)) }))
        .filter((l) => l.jobs.length > 0);
    await settled(async () =>
      expect(await ourLanes()).toEqual([
        { name: `Alpha ${n}`, jobs: [alphaEarly, alphaLate, alphaAny] },
        { name: `Bravo ${n}`, jobs: [bravoJob] },
        { name: 'No team sent yet', jobs: [unsent] },
      ]),
    );
    // Readable: every card is as wide as a line of text, its slot written out.
    const card = board.locator(`[data-testid="calendar-event"][data-request-id="${alphaEarly}"]`);
    expect((await card.boundingBox())?.width).toBeGreaterThanOrEqual(200);
    await expect(card.getByTestId('job-slot').innerText()).resolves.toBe('09:00 - 13:00');
    await expect(board.locator(`[data-request-id="${alphaAny}"]`).getByTestId('job-slot').innerText()).resolves.toBe(
      'Any time',
    );
    await screenshot(page, 'jobs-day-by-team');

    // By city.
    await board.getByTestId('jobs-group-by').getByRole('button', { name: 'City', exact: true }).click();
    await settled(async () =>
      expect(await ourLanes()).toEqual([
        { name: 'Abu Dhabi', jobs: [alphaEarly, bravoJob] },
        { name: 'Dubai', jobs: [unsent, alphaLate, alphaAny] },
      ]),
    );

    // Every country: Kuwait's and Riyadh's jobs join, each in its city's lane.
    await page.getByLabel('Country').click();
    await page.getByRole('option', { name: 'All countries', exact: true }).click();
    await page.locator('[data-testid="requests-calendar"][data-country="all"][data-status="ready"]').waitFor();
    await settled(async () =>
      expect(await ourLanes()).toEqual([
        { name: 'Abu Dhabi', jobs: [alphaEarly, bravoJob] },
        { name: 'Dubai', jobs: [unsent, alphaLate, alphaAny] },
        { name: 'Kuwait City', jobs: [kuwaitJob] },
        { name: 'Riyadh', jobs: [riyadhJob] },
      ]),
    );
    await screenshot(page, 'jobs-day-by-city-all-countries');

    // The next day is empty of ours; the month view is FullCalendar's, with the same country.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.locator(`[data-testid="requests-calendar"][data-status="ready"]`).waitFor();
    await settled(async () => expect(await ourLanes()).toEqual([]));
    await board.getByRole('button', { name: 'Month', exact: true }).click();
    await page.locator('[data-testid="requests-calendar"][data-view="month"]').waitFor();
    await page.locator('.fc-dayGridMonth-view').waitFor();
  });
});
