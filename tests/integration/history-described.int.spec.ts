import crypto from 'node:crypto';
import type { DescribedChange, DescribedRevision, RecordAsOf } from '@console/contracts';
import { startSalesActors } from '../support/sales-actors.js';
import { dropOffLead } from '../support/lead-fixtures.js';
import type { TestApp } from '../support/test-app.js';

/**
 * A history an auditor can read (issue 31 §5), through the API: a lead made and edited over HTTP, its History as
 * the server describes it — labels, money through the formatter, names instead of ids, lines instead of JSON, only
 * the fields the creation set, every revision with its actor and, when nothing visible changed, what happened.
 */
let app: TestApp;
let admin: string;
let salesId: number;
let customerId: number;
beforeAll(async () => {
  ({ app, admin, salesId, customerId } = await startSalesActors(5));
}, 600_000);
afterAll(() => app.stop());

interface Row {
  revision: number;
  userId: number | null;
  event: string | null;
  described: DescribedRevision;
}

const historyOf = async (model: string, id: number): Promise<Row[]> =>
  (await app.call('GET', `/api/revisions?model=${model}&documentId=${id}&$sort[revision]=1&$limit=100`, admin)).body
    .data;

/** Every text a reader sees of a revision. */
const texts = (r: DescribedRevision): string[] => [
  r.actor.name,
  r.what,
  ...r.changes.flatMap((c: DescribedChange) => [c.field, c.old?.text ?? '', c.new?.text ?? '']),
];

const RAW_MONEY = /\d{7,}/;
const JSON_TEXT = /[{[]"|":/;
const ISO_STAMP = /\d{4}-\d{2}-\d{2}T\d{2}:/;

describe("a lead's history, as an auditor reads it", () => {
  let id: number;
  let customerName: string;
  let staffName: string;
  let rows: Row[];

  beforeAll(async () => {
    customerName = (await app.call('GET', `/api/users/${customerId}`, admin)).body.name;
    staffName = (await app.call('GET', `/api/users/${salesId}`, admin)).body.name;
    const created = await app.call(
      'POST',
      '/api/leads',
      admin,
      dropOffLead(customerId, {
        months: 3,
        items: [
          { storagetypeId: 2, quantity: 2 },
          { storagetypeId: 5, quantity: 1 },
        ],
        services: [{ servicetypeId: 1, amount: 1500000, servicetype: { name: 'Pickup' } }],
        rent: 2080000,
        size: 2,
        notes: `first ${crypto.randomBytes(2).toString('hex')}`,
      }),
    );
    expect(created.status).toBe(201);
    id = created.body.id;
    expect((await app.call('PATCH', `/api/leads/${id}`, admin, { rent: 1300000, rate: 1300000 })).status).toBe(200);
    expect((await app.call('PATCH', `/api/leads/${id}`, admin, { assigneeId: salesId })).status).toBe(200);
    const comment = await app.call('POST', '/api/comments', admin, {
      comment: 'Customer asked for a Saturday pickup',
      model: 'order',
      documentId: id,
    });
    expect(comment.status).toBe(201);
    await app.settle();
    rows = await historyOf('order', id);
  });

  it('names the actor of every revision', () => {
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const r of rows) expect(r.described.actor).toEqual({ id: r.userId, name: 'Admin Demo' });
  });

  it('shows no raw amount, no JSON, no ISO stamp anywhere', () => {
    for (const r of rows) {
      for (const text of texts(r.described)) {
        expect({ revision: r.revision, text, raw: RAW_MONEY.test(text) }).toMatchObject({ raw: false });
        expect({ revision: r.revision, text, json: JSON_TEXT.test(text) }).toMatchObject({ json: false });
        expect({ revision: r.revision, text, iso: ISO_STAMP.test(text) }).toMatchObject({ iso: false });
      }
    }
  });

  it('shows the creation with the fields it set, by their labels, money and names as a reader knows them', () => {
    const creation = rows[0]!.described;
    expect(creation.what).toBe('Lead created');
    const byField = new Map(creation.changes.map((c) => [c.field, c.new]));
    expect(byField.get('Customer')).toEqual({
      text: customerName,
      refs: [{ model: 'user', id: customerId, name: customerName }],
    });
    expect(byField.get('Rent')?.text).toBe('AED 208.00');
    expect(byField.get('Date')?.text).toBe('20/12/2026');
    expect(byField.get('Items')?.text).toMatch(/^2 × \S.*\n1 × \S/);
    expect(byField.get('Services')?.text).toBe('Pickup: AED 150.00');
    expect(byField.get('Channel')?.text).toBe('Friend');
    expect(byField.get('Status')?.text).toBe('New');
    // Nothing the creation left empty, and not the record's own id.
    expect(creation.changes.filter((c) => c.new?.text === '—')).toEqual([]);
    expect(creation.changes.map((c) => c.path)).not.toContain('id');
    expect(creation.changes.map((c) => c.path)).not.toContain('reason');
  });

  it('shows edits by label with old and new values described', () => {
    const edit = rows.find((r) => r.described.changes.some((c) => c.path === 'rate'))!.described;
    expect(edit.changes.find((c) => c.path === 'rent')).toEqual({
      path: 'rent',
      action: 'changed',
      field: 'Rent',
      old: { text: 'AED 208.00' },
      new: { text: 'AED 130.00' },
    });
    const assigned = rows.find((r) => r.described.changes.some((c) => c.path === 'assigneeId'))!.described;
    const change = assigned.changes.find((c) => c.path === 'assigneeId')!;
    expect(change.field).toBe('Assignee');
    expect(change.new).toEqual({ text: staffName, refs: [{ model: 'staff', id: salesId, name: staffName }] });
    for (const r of rows) {
      for (const c of r.described.changes) {
        for (const v of [c.old, c.new]) {
          for (const ref of v?.refs ?? []) expect(ref.name).not.toBe(`#${ref.id}`);
        }
      }
    }
  });

  it('has no revision without a change: a comment reads as the comment, an event that changes nothing says what it did', () => {
    const commented = rows[rows.length - 1]!.described;
    expect(commented.changes).toEqual([
      {
        path: 'comments',
        action: 'commented',
        field: 'Comments',
        new: { text: 'Customer asked for a Saturday pickup' },
      },
    ]);
    for (const r of rows) expect(r.described.changes.length > 0 || r.described.what.length > 0).toBe(true);
    expect(rows.every((r) => r.described.what !== 'No changes')).toBe(true);
  });

  it('answers time travel described: the record as of its first revision by labels, and two revisions compared', async () => {
    const asOf = (await app.call('GET', `/api/v1/history/order/${id}?revision=1`, admin)).body as RecordAsOf;
    const fields = asOf.described!.fields;
    expect(fields.find((f) => f.field === 'Rent')?.new?.text).toBe('AED 208.00');
    expect(fields.find((f) => f.field === 'Customer')?.new?.text).toBe(customerName);
    const compared = (await app.call('GET', `/api/v1/history/order/${id}?revision=3&compare=1`, admin))
      .body as RecordAsOf;
    expect(compared.described!.compare!.map((c) => c.field)).toEqual(expect.arrayContaining(['Rent', 'Assignee']));
  });

  it('says System for what the seed did', async () => {
    const seeded = (await app.call('GET', `/api/revisions?model=user&documentId=${customerId}&$limit=1`, admin)).body
      .data as Row[];
    expect(seeded[0]!.userId).toBeNull();
    expect(seeded[0]!.described.actor).toEqual({ id: null, name: 'System' });
  });
});
