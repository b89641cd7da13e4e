import type { Page } from 'playwright-core';
import { consoleInBrowser, eventually } from './support/console-in-browser.js';
import { hashPath, listReady, changeList, headerIds, cells, choose } from './support/console-page.js';
import { notifications, screenshot, signIn } from './support/browser.js';

/**
 * History in a real browser (issue 4, spec 1 §2.11, §2.12) against the real server: a customer's edits and
 * comment on its History tab, the record as of a revision, the changes between two revisions, the /revisions
 * list with its model filter and bulk delete, the Comments list. One server and one browser at a time.
 */

const suite = consoleInBrowser(12);
const open = suite.open;

interface ShownChange {
  revision: number;
  action: string;
  path: string;
  old: string;
  new: string;
}

/** The History table as shown: the revision headers newest first, and each change row under its revision. */
const historyTable = (page: Page) =>
  page.getByTestId('history-table').evaluate((table) => {
    const revisions: number[] = [];
    const changes: ShownChange[] = [];
    const empty: { revision: number; text: string }[] = [];
    let current = 0;
    for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
      const el = row as HTMLElement;
      if (el.dataset.testid === 'history-revision') {
        current = Number(el.dataset.revision);
        revisions.push(current);
      } else if (el.dataset.testid === 'change-row') {
        const tds = Array.from(el.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText);
        changes.push({
          revision: current,
          action: tds[0] ?? '',
          path: tds[1] ?? '',
          old: tds[2] ?? '',
          new: tds[3] ?? '',
        });
      } else if (el.dataset.testid === 'no-changes' || el.dataset.testid === 'no-data') {
        empty.push({ revision: current, text: el.innerText });
      }
    }
    return { revisions, changes, empty };
  });

const historyReady = (page: Page) => page.locator('[data-testid="history-panel"][data-list-status="ready"]').waitFor();

/** Edit the customer's name through the edit form, back on the show page. */
const rename = async (page: Page, name: string) => {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByTestId('resource-form').waitFor();
  await page.locator('input[name="name"]').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('resource-show').waitFor();
  await eventually(async () => expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name));
};

describe("a record's history", () => {
  it('lists two edits and a comment on the History tab, shows the record as of its first revision and compares two', async () => {
    const token = await suite.app().token('admin');
    const list = await suite
      .app()
      .call('POST', '/api/v1/users/list', token, { excludeUserTypes: ['staff'], statuses: ['active'], limit: 1 });
    const customer = list.body.results[0] as { id: number; name: string };
    const before = await suite.app().call('GET', `/api/revisions?model=user&documentId=${customer.id}&$limit=0`, token);
    const n = before.body.total as number;
    expect(n).toBeGreaterThanOrEqual(1);
    const original = (
      (await suite.app().call('GET', `/api/v1/history/user/${customer.id}?revision=1`, token)).body as {
        document: { name: string };
      }
    ).document.name;

    const page = await open();
    await signIn(page, 'admin', `/users/${customer.id}/show`);
    await page.getByTestId('resource-show').waitFor();

    // Two edits through the form, one comment through the Comments tab.
    await rename(page, 'Hind First');
    await rename(page, 'Hind Second');
    await page.getByRole('tab', { name: 'Comments' }).click();
    expect(hashPath(page)).toBe(`/users/${customer.id}/show?tab=comments`);
    await page.locator('[data-testid="comments-panel"][data-list-status="ready"]').waitFor();
    await page.locator('textarea[name="comment"]').fill('Called about the pickup\nasked to call back');
    // Add Comment is ignored while the comment saves (the server made slow here): two clicks make one comment.
    let posts = 0;
    await page.route('**/api/comments', async (route) => {
      if (route.request().method() === 'POST') {
        posts += 1;
        await new Promise((r) => setTimeout(r, 600));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add Comment' }).click();
    await page.locator('button[data-saving="true"]').waitFor();
    // The button says it is busy (aria-disabled), so the second click is forced, as an impatient user's would be.
    await page.getByRole('button', { name: 'Add Comment' }).click({ force: true });
    await notifications(page).filter({ hasText: 'Comment created' }).waitFor();
    await page.locator('button[data-saving="false"]').waitFor();
    expect(posts).toBe(1);
    await page.getByTestId('comment').filter({ hasText: 'Called about the pickup' }).waitFor();
    await expect(page.locator('textarea[name="comment"]').inputValue()).resolves.toBe('');
    const comments = await suite.app().call('GET', `/api/comments?model=user&documentId=${customer.id}`, token);
    expect(comments.body.data.map((c: { comment: string }) => c.comment)).toEqual([
      'Called about the pickup\nasked to call back',
    ]);
    await screenshot(page, 'history-comments-tab');

    // History: newest first; the comment reads 'commented', each edit a changed name.
    await page.getByRole('tab', { name: 'History' }).click();
    await historyReady(page);
    const shown = await historyTable(page);
    expect(shown.revisions.slice(0, 3)).toEqual([n + 3, n + 2, n + 1]);
    expect(shown.changes.filter((c) => c.revision === n + 3)).toEqual([
      {
        revision: n + 3,
        action: 'commented',
        path: 'Comments',
        old: '',
        new: 'Called about the pickup\nasked to call back',
      },
    ]);
    expect(shown.changes.filter((c) => c.revision === n + 2)).toEqual([
      { revision: n + 2, action: 'changed', path: 'Name', old: 'Hind First', new: 'Hind Second' },
    ]);
    expect(shown.changes.filter((c) => c.revision === n + 1)).toEqual([
      { revision: n + 1, action: 'changed', path: 'Name', old: customer.name, new: 'Hind First' },
    ]);
    expect(shown.changes.filter((c) => c.revision > n).map((c) => c.action)).toEqual([
      'commented',
      'changed',
      'changed',
    ]);
    await screenshot(page, 'history-tab');

    // Time travel: the whole record as of its first revision has the original name.
    await choose(page, 'As of revision', '1');
    await page.getByRole('button', { name: 'Show record' }).click();
    await page.getByTestId('history-as-of-title').filter({ hasText: 'as of revision 1' }).waitFor();
    await expect(page.getByTestId('history-as-of').getByTestId('field-name').innerText()).resolves.toContain(original);
    await screenshot(page, 'history-as-of-first-revision');

    // The changes between two revisions: chosen in the selects ...
    await choose(page, 'Compare revision', String(n));
    await choose(page, 'with revision', String(n + 2));
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page
      .getByTestId('history-compare-title')
      .filter({ hasText: `from revision ${n} to revision ${n + 2}` })
      .waitFor();
    const compareRows = () =>
      page
        .getByTestId('history-compare')
        .locator('[data-testid="change-row"]')
        .evaluateAll((rows) =>
          rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td as HTMLElement).innerText)),
        );
    expect(await compareRows()).toEqual([['changed', 'Name', customer.name, 'Hind Second']]);
    // ... or picked on two revisions of the table.
    await page.getByRole('checkbox', { name: `Compare revision ${n + 1}` }).check();
    await page.getByRole('checkbox', { name: `Compare revision ${n + 3}` }).check();
    await page
      .getByTestId('history-compare-title')
      .filter({ hasText: `from revision ${n + 1} to revision ${n + 3}` })
      .waitFor();
    await eventually(async () =>
      expect(await compareRows()).toEqual([
        ['changed', 'Name', 'Hind First', 'Hind Second'],
        ['commented', 'Comments', '', 'Called about the pickup\nasked to call back'],
      ]),
    );
    await screenshot(page, 'history-compare');

    // Live: a change made elsewhere appears on the open History tab.
    const r = await suite.app().call('PATCH', `/api/users/${customer.id}`, token, { name: 'Hind Live' });
    expect(r.status).toBe(200);
    await eventually(async () => expect((await historyTable(page)).revisions[0]).toBe(n + 4));
    expect((await historyTable(page)).changes.filter((c) => c.revision === n + 4)).toEqual([
      { revision: n + 4, action: 'changed', path: 'Name', old: 'Hind Second', new: 'Hind Live' },
    ]);

    // The Comments list (Customers group): the comment with its author and customer.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Comments' }).click();
    await listReady(page);
    expect(hashPath(page)).toBe('/comments');
    expect(await headerIds(page)).toEqual(['serial', 'createdAt', 'author', 'customer', 'model', 'comment']);
    const row = page.locator('[role="row"]').filter({ hasText: 'Called about the pickup' });
    await expect(row.locator('[data-field="author"]').innerText()).resolves.toBe('Admin Demo');
    await expect(row.locator('[data-field="customer"]').innerText()).resolves.toBe('Hind Live');
    await screenshot(page, 'comments-list');
  });
});

describe('/revisions', () => {
  it('filters by model and bulk-deletes a row after a confirmation', async () => {
    const token = await suite.app().token('admin');
    const page = await open();
    await signIn(page, 'admin', '/');
    await page.getByTestId('sidebar').getByRole('link', { name: 'History' }).click();
    await listReady(page);
    expect(hashPath(page)).toBe('/revisions');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('History');
    // Default columns (after the tick boxes of the bulk actions), newest first.
    expect((await headerIds(page)).filter((f) => f !== '__check__')).toEqual([
      'serial',
      'createdAt',
      'user',
      'model',
      'revision',
    ]);
    const query = JSON.parse((await page.getByTestId('resource-list').getAttribute('data-query')) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(query).toMatchObject({ sortBy: 'createdAt', sortOrder: 'DESC', limit: 10, page: 1 });

    await changeList(page, () => choose(page, 'Model', 'user'));
    expect(JSON.parse(new URLSearchParams(hashPath(page).split('?')[1]).get('filter') ?? '{}')).toEqual({
      model: 'user',
    });
    expect(new Set(await cells(page, 'model'))).toEqual(new Set(['user']));
    const want = await suite.app().call('GET', '/api/revisions?model=user&$sort[createdAt]=-1&$limit=10', token);
    const ids = await page
      .locator('[role="row"][data-id]')
      .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
    expect(ids).toEqual(want.body.data.map((x: { id: number }) => x.id));
    const total = want.body.total as number;
    await screenshot(page, 'revisions-filtered-user');

    // Bulk delete: tick one row, confirm (not undoable), the row is gone.
    const target = ids[1]!;
    await page.locator(`[role="row"][data-id="${target}"] input[type="checkbox"]`).check();
    await expect(page.getByTestId('bulk-count').innerText()).resolves.toBe('1 selected');
    await page.getByTestId('bulk-actions').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This cannot be undone.').waitFor();
    await screenshot(page, 'revisions-bulk-delete-confirm');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await notifications(page).filter({ hasText: 'Element deleted' }).waitFor();
    await eventually(async () => {
      const now = await page
        .locator('[role="row"][data-id]')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))));
      expect(now).not.toContain(target);
      expect(now).toHaveLength(10);
    });
    await expect(page.getByTestId('bulk-actions').count()).resolves.toBe(0);
    expect((await suite.app().call('GET', `/api/revisions/${target}`, token)).status).toBe(404);
    expect((await suite.app().call('GET', '/api/revisions?model=user&$limit=0', token)).body.total).toBe(total - 1);
    await screenshot(page, 'revisions-after-delete');

    // The hidden columns, chosen: the document link opens the record's show page.
    await page.getByTestId('columns-button').click();
    await page.getByTestId('column-chooser').getByRole('checkbox', { name: 'Document Link', exact: true }).check();
    await page.keyboard.press('Escape');
    const link = page.getByTestId('document-link').first();
    const text = await link.innerText();
    expect(text).toMatch(/^user #\d+$/);
    await link.click();
    await page.getByTestId('resource-show').waitFor();
    expect(hashPath(page)).toBe(`/users/${text.split('#')[1]}/show`);
    await expect(
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('revisionsList') ?? '[]').find((c: { id: string }) => c.id === 'documentLink')
            ?.visible,
      ),
    ).resolves.toBe(true);
  });
});
