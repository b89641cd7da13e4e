import fc from 'fast-check';
import { applyChanges, changeAction, type RevisionChange } from '@console/contracts';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { withActors } from '../support/actors.js';
import { rebuild } from '../support/rebuild.js';

let app: TestApp;
let admin: string;
beforeAll(async () => ({ app, admin } = await withActors(await startTestApp(20), { admin: 'admin' })));
afterAll(() => app.stop());

interface RevisionRow {
  id: number;
  revision: number;
  document: string;
  revisionchanges: RevisionChange[];
  model: string;
  documentId: number;
}

const revisionsOf = async (model: string, id: number): Promise<RevisionRow[]> =>
  (await app.call('GET', `/api/revisions?model=${model}&documentId=${id}&$sort[revision]=1&$limit=1000`, admin)).body
    .data;

/** The customer commands a staff member can issue, as HTTP calls. */
const command = fc.oneof(
  fc.record({
    kind: fc.constant('update' as const),
    name: fc.constantFrom('Mona Saleh', 'Mona S', 'منى صالح', 'Mona 2'),
    language: fc.constantFrom('EN' as const, 'AR' as const),
  }),
  fc.record({
    kind: fc.constant('phone' as const),
    phone2: fc.option(fc.constantFrom('+96550000001', '+966500000002'), { nil: null }),
  }),
  fc.record({ kind: fc.constant('assign' as const), tags: fc.subarray(['vip', 'corporate', 'student', 'fragile']) }),
  fc.record({
    kind: fc.constant('status' as const),
    action: fc.constantFrom('activate' as const, 'deactivate' as const, 'reject' as const, 'suspend' as const),
  }),
  fc.record({
    kind: fc.constant('comment' as const),
    comment: fc.constantFrom('Called, no answer', 'Wants a quote\nfor 3 months'),
  }),
);

const run = async (id: number, c: { kind: string; [k: string]: unknown }) => {
  switch (c.kind) {
    case 'update':
      return app.call('PATCH', `/api/users/${id}`, admin, { name: c['name'], language: c['language'] });
    case 'phone':
      return app.call('PATCH', `/api/users/${id}`, admin, { phone2: c['phone2'] });
    case 'assign':
      return app.call('PATCH', `/api/users/${id}`, admin, { tags: c['tags'] });
    case 'status':
      return app.call('POST', `/api/users/${id}/${String(c['action'])}`, admin);
    default:
      return app.call('POST', '/api/comments', admin, { comment: c['comment'], model: 'user', documentId: id });
  }
};

describe('revisions of customers', () => {
  it("replaying each revision's changes gives the current record, and time travel gives each revision's document", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const created = await app.call('POST', '/api/users', admin, {
          name: 'Mona Saleh',
          email: `p${Math.random().toString(36).slice(2)}@example.com`,
          phone: '+971501111111',
        });
        const id: number = created.body.id;
        for (const c of commands) await run(id, c);
        await app.settle();
        const revisions = await revisionsOf('user', id);
        expect(revisions.map((r) => r.revision)).toEqual(revisions.map((_, i) => i + 1));
        let doc: Record<string, unknown> | null = null;
        for (const r of revisions) {
          doc = applyChanges(doc, r.revisionchanges);
          expect(doc).toEqual(JSON.parse(r.document));
          const asOf = await app.call('GET', `/api/v1/history/user/${id}?revision=${r.revision}`, admin);
          expect(asOf.body.document).toEqual(JSON.parse(r.document));
        }
        const row = (await app.call('GET', `/api/users/${id}`, admin)).body;
        const { comments, tags, ...fields } = doc!;
        for (const [k, v] of Object.entries(fields)) expect({ [k]: row[k] }).toEqual({ [k]: v });
        expect(row.tags.map((t: { name: string }) => t.name)).toEqual(tags);
        const commentCount = commands.filter((c) => c.kind === 'comment').length;
        expect(((comments as unknown[]) ?? []).length).toBe(commentCount);
      }),
      { numRuns: 15 },
    );
  });

  it('shows a comment as "commented" and records views apart from the record', async () => {
    const id = (
      await app.call('POST', '/api/users', admin, {
        name: 'Viewed One',
        email: `v${Date.now()}@example.com`,
        phone: '+971502222222',
      })
    ).body.id;
    await app.call('POST', '/api/model-views', admin, { model: 'user', documentId: id });
    const comment = await app.call('POST', '/api/comments', admin, {
      comment: 'First call done',
      model: 'user',
      documentId: id,
    });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({
      comment: 'First call done',
      authorName: 'Admin Demo',
      userId: id,
      userName: 'Viewed One',
    });
    const revisions = await revisionsOf('user', id);
    expect(revisions).toHaveLength(2); // registered, commented: the view is not a revision
    expect(revisions[1]!.revisionchanges.map(changeAction)).toEqual(['commented']);
    const panel = await app.call('GET', `/api/comments?model=user&documentId=${id}`, admin);
    expect(panel.body.data.map((c: { comment: string }) => c.comment)).toEqual(['First call done']);
    expect(
      (await app.call('POST', '/api/comments', admin, { comment: 'x', model: 'user', documentId: 999999 })).status,
    ).toBe(404);
  });

  it('answers the record as of an instant, and the changes between two revisions', async () => {
    const id = (
      await app.call('POST', '/api/users', admin, {
        name: 'Time Traveller',
        email: `t${Date.now()}@example.com`,
        phone: '+971503333333',
      })
    ).body.id;
    const between = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await app.call('PATCH', `/api/users/${id}`, admin, { name: 'Time Traveller Two' });
    const then = await app.call('GET', `/api/v1/history/user/${id}?at=${encodeURIComponent(between)}`, admin);
    expect(then.body).toMatchObject({ revision: 1, document: { name: 'Time Traveller' } });
    const diff = await app.call('GET', `/api/v1/history/user/${id}?revision=2&compare=1`, admin);
    expect(diff.body.compare.changes).toEqual([{ path: 'name', old: 'Time Traveller', new: 'Time Traveller Two' }]);
  });

  it('answers /revisions totals from day counts equal to counting the rows', async () => {
    // The two are read at two moments: the earlier tests' renames answered once `users` had them, and their
    // revisions may still be committing (read-your-writes by the answer's tables, docs/architecture.md).
    await app.settle();
    const exact = async (where: string) =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM rm.revisions WHERE ${sql.raw(where)}`.execute(
            app.infra.db,
          )
        ).rows[0]!.n,
      );
    const cases: [string, string][] = [
      ['', 'true'],
      ['model=user', "model = 'user'"],
      ['model=storage', "model = 'storage'"],
      ['createdAt[$gte]=2025-03-01T10:00:00.000Z', `"createdAt" >= '2025-03-01T10:00:00.000Z'`],
      [
        'model=user&createdAt[$gte]=2025-01-01&createdAt[$lte]=2026-06-30T23:59:59.999Z',
        `model = 'user' AND "createdAt" >= '2025-01-01' AND "createdAt" <= '2026-06-30T23:59:59.999Z'`,
      ],
      [
        'createdAt[$gte]=2025-05-05T12:00:00Z&createdAt[$lte]=2026-02-03T01:00:00Z',
        `"createdAt" BETWEEN '2025-05-05T12:00:00Z' AND '2026-02-03T01:00:00Z'`,
      ],
      [
        'createdAt[$gte]=2025-05-05T12:00:00Z&createdAt[$lte]=2025-05-05T13:00:00Z',
        `"createdAt" BETWEEN '2025-05-05T12:00:00Z' AND '2025-05-05T13:00:00Z'`,
      ],
    ];
    for (const [query, where] of cases) {
      const r = await app.call('GET', `/api/revisions?$limit=1&${query}`, admin);
      expect({ query, total: r.body.total }).toEqual({ query, total: await exact(where) });
    }
  });

  it("shows a partner user the history and comments of its own partner's records only", async () => {
    const partner = await app.token('partner');
    const own = (
      await app.call('POST', '/api/users', admin, {
        name: 'Partner Two Customer',
        email: `p2${Date.now()}@example.com`,
        phone: '+971504444444',
        partnerId: 2,
      })
    ).body.id;
    const other = (
      await app.call('POST', '/api/users', admin, {
        name: 'Own Business Customer',
        email: `p1${Date.now()}@example.com`,
        phone: '+971505555555',
        partnerId: 1,
      })
    ).body.id;
    await app.call('POST', '/api/comments', admin, { comment: 'about partner 2', model: 'user', documentId: own });
    await app.call('POST', '/api/comments', admin, { comment: 'about partner 1', model: 'user', documentId: other });
    const history = await app.call('GET', `/api/revisions?model=user&documentId=${own}`, partner);
    expect(history.body.data.map((r: { revision: number }) => r.revision).sort()).toEqual([1, 2]);
    expect((await app.call('GET', `/api/revisions?model=user&documentId=${other}`, partner)).body.total).toBe(0);
    expect((await app.call('GET', `/api/v1/history/user/${own}?revision=1`, partner)).status).toBe(200);
    expect((await app.call('GET', `/api/v1/history/user/${other}?revision=1`, partner)).status).toBe(404);
    const comments = await app.call('GET', '/api/comments', partner);
    expect(comments.body.data.map((c: { comment: string }) => c.comment)).toEqual(['about partner 2']);
    // Partner users are read-only on comments; and another partner's record is not there for them at all.
    expect(
      (await app.call('POST', '/api/comments', partner, { comment: 'x', model: 'user', documentId: other })).status,
    ).toBe(403);
  });

  it('deletes rows as a recorded event; a rebuild gives the live rows and restores nothing deleted', async () => {
    const before = (await app.call('GET', '/api/revisions?model=user&$limit=3', admin)).body.data.map(
      (r: { id: number }) => r.id,
    );
    const deleted = await app.call('POST', '/api/v1/revisions/delete', admin, { ids: before });
    expect(deleted.status).toBe(200);
    for (const id of before) expect((await app.call('GET', `/api/revisions/${id}`, admin)).status).toBe(404);
    const snapshot = async () =>
      (await sql<Record<string, unknown>>`SELECT * FROM rm.revisions ORDER BY id`.execute(app.infra.db)).rows;
    const comments = async () =>
      (await sql<Record<string, unknown>>`SELECT * FROM rm.comments ORDER BY id`.execute(app.infra.db)).rows;
    const [live, liveComments] = [await snapshot(), await comments()];
    await rebuild(app, ['revisions', 'comments']);
    expect(await snapshot()).toEqual(live);
    expect(await comments()).toEqual(liveComments);
    const deletion = (await app.call('GET', '/api/revisions?$limit=1000', admin)).body;
    expect(deletion.data.some((r: { id: number }) => before.includes(r.id))).toBe(false);
    expect(deletion.total).toBe(live.length); // the day counts followed the deletion
  });
});
