import crypto from 'node:crypto';
import { sql } from 'kysely';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * Admin → Projections in a real browser (issue 11): a projection stopped on an event it cannot apply is listed with
 * its event and error; after the fix, Retry resumes it and the page says every projection runs.
 */
const suite = consoleInBrowser(0);
const open = suite.open;

it('lists a stopped projection and resumes it with Retry once the cause is fixed', async () => {
  const app = suite.app();
  await app.infra.store.append(
    'country-987001',
    [
      {
        id: crypto.randomUUID(),
        type: 'CountryCreated',
        data: {
          id: 987001,
          record: { name: 'Broken', code: 'BX', currency: 'BXX', decimalPlaces: 2, vat: 5, e2eColumn: 1 },
        },
        metadata: {
          userId: 1,
          partnerId: 1,
          correlationId: crypto.randomUUID(),
          causationId: null,
          command: 'E2E',
          occurredAt: new Date().toISOString(),
        },
      },
    ],
    'no_stream',
  );
  const page = await open();
  await signIn(page, 'admin', '/projections');
  await eventually(
    async () =>
      expect(await page.getByRole('table', { name: 'Stopped projections' }).innerText()).toMatch(
        /catalogue[\s\S]*CountryCreated[\s\S]*e2eColumn/,
      ),
    15_000,
  );
  await screenshot(page, 'projections-stopped');

  await sql`ALTER TABLE rm.country ADD COLUMN "e2eColumn" integer`.execute(app.infra.db);
  await page.getByRole('button', { name: 'Retry' }).click();
  await eventually(async () =>
    expect(await notifications(page).allInnerTexts()).toContain('catalogue is being retried'),
  );
  await eventually(async () => expect(await page.getByText('Every projection is running.').count()).toBe(1), 15_000);
});
