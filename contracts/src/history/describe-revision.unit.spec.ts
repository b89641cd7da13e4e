import {
  describeDocument,
  describeRevision,
  namesWanted,
  type NameTable,
  type RevisionFacts,
} from './describe-revision.js';
import { describeValue, formatIsoDate, humanise, type DescribeContext, type Words } from './describe-value.js';
import { describeField } from './history-fields.js';
import { historyWords } from './history-words.js';

const words: Words = historyWords;

const names: NameTable = {
  user: { 120: 'Mei Haddad' },
  staff: { 7: 'Sara Sales', 3: 'Admin Demo' },
  storagetype: { 2: 'Large box', 5: 'Wardrobe' },
  warehouse: { 1: 'Al Quoz Warehouse' },
  location: { 44: 'A-01-02' },
  order: { 1042: '#1042 · Mei Haddad' },
};

const order = (changes: RevisionFacts['revisionchanges'], extra: Partial<RevisionFacts> = {}): RevisionFacts => ({
  model: 'order',
  userId: 3,
  event: 'OrderUpdated',
  revisionchanges: changes,
  document: { currency: 'AED', countryId: 1 },
  ...extra,
});

/** Every text a described revision shows, for the "nothing raw" checks. */
const shown = (r: ReturnType<typeof describeRevision>) =>
  [r.actor.name, r.what, ...r.changes.flatMap((c) => [c.field, c.old?.text ?? '', c.new?.text ?? ''])].join('\n');

describe('describing a revision', () => {
  it('shows money through the formatter with the record currency, never the stored 1/10000 figure', () => {
    const r = describeRevision(order([{ path: 'rent', old: 2080000, new: 1300000 }]), words, names);
    expect(r.changes).toEqual([
      { path: 'rent', action: 'changed', field: 'Rent', old: { text: 'AED 208.00' }, new: { text: 'AED 130.00' } },
    ]);
    const kwd = describeRevision(
      order([{ path: 'rate', old: null, new: 1300000 }], { document: { countryId: 2 } }),
      words,
      names,
    );
    expect(kwd.changes[0]!.new!.text).toBe('KWD 130.000');
    expect(shown(r)).not.toMatch(/\d{7}/);
  });

  it('shows dates DD/MM/YYYY and instants with their time, keeping the instant for the viewer', () => {
    const r = describeRevision(
      order([
        { path: 'date', old: null, new: '2026-12-03' },
        { path: 'confirmedAt', old: null, new: '2026-11-29T10:05:00.000Z' },
      ]),
      words,
      names,
    );
    expect(r.changes.map((c) => [c.field, c.new])).toEqual([
      ['Date', { text: '03/12/2026' }],
      ['Confirmed', { text: '29/11/2026 10:05', at: '2026-11-29T10:05:00.000Z' }],
    ]);
    expect(formatIsoDate('2025-01-31')).toBe('31/01/2025');
  });

  it('names the records ids point at, with what to link', () => {
    const r = describeRevision(
      order([
        { path: 'userId', old: null, new: 120 },
        { path: 'assigneeId', old: 7, new: null },
        { path: 'warehouseId', new: 1 },
      ]),
      words,
      names,
    );
    expect(r.changes).toEqual([
      {
        path: 'userId',
        action: 'changed',
        field: 'Customer',
        old: { text: '—' },
        new: { text: 'Mei Haddad', refs: [{ model: 'user', id: 120, name: 'Mei Haddad' }] },
      },
      {
        path: 'assigneeId',
        action: 'changed',
        field: 'Assignee',
        old: { text: 'Sara Sales', refs: [{ model: 'staff', id: 7, name: 'Sara Sales' }] },
        new: { text: '—' },
      },
      {
        path: 'warehouseId',
        action: 'added',
        field: 'Warehouse',
        new: { text: 'Al Quoz Warehouse', refs: [{ model: 'warehouse', id: 1, name: 'Al Quoz Warehouse' }] },
      },
    ]);
  });

  it('asks for every name it shows, in bulk by model', () => {
    const facts = order([
      { path: 'userId', old: 121, new: 120 },
      { path: 'items', new: [{ storagetypeId: 2, quantity: 2 }] },
      { path: 'relatedRequests', old: [], new: [9, 8] },
    ]);
    expect(namesWanted([facts, { ...facts, userId: null }], words)).toEqual({
      user: [120, 121],
      staff: [3],
      request: [8, 9],
      storagetype: [2],
    });
  });

  it('shows item lists, services and checklists as lines, never JSON', () => {
    const r = describeRevision(
      order([
        {
          path: 'items',
          old: [{ storagetypeId: 5, quantity: 1 }],
          new: [
            { storagetypeId: 2, quantity: 2 },
            { storagetypeId: 5, quantity: 1 },
          ],
        },
        { path: 'services', new: [{ servicetypeId: 1, amount: 1000000, servicetype: { name: 'Pickup' } }] },
        {
          path: 'checklist',
          new: [
            { name: 'Packing done', done: true },
            { name: 'Photos taken', done: false },
          ],
        },
        { path: 'checklist.liftAvailable', old: null, new: true },
      ]),
      words,
      names,
    );
    expect(r.changes.map((c) => [c.field, c.old?.text, c.new?.text])).toEqual([
      ['Items', '1 × Wardrobe', '2 × Large box\n1 × Wardrobe'],
      ['Services', undefined, 'Pickup: AED 100.00'],
      ['Checklist', undefined, '✓ Packing done\n✗ Photos taken'],
      ['Lift Available', '—', 'Yes'],
    ]);
    expect(shown(r)).not.toMatch(/[{[]"/);
  });

  it('shows objects and lists of objects as labelled lines (a storage record)', () => {
    const ctx: DescribeContext = { words, currency: 'AED', nameOf: (m, id) => names[m]?.[id] };
    const v = describeValue(
      'storage',
      'records',
      describeField('storage', 'records').kind,
      [{ id: 9, locationId: 44, status: 'in', from: '2026-11-01T08:00:00.000Z', to: null }],
      ctx,
    );
    expect(v.text).toBe('Location: A-01-02, Status: In, From: 01/11/2026 08:00');
    expect(v.refs).toEqual([{ model: 'location', id: 44, name: 'A-01-02' }]);
  });

  it('shows a creation with only the fields it set, and without the record id', () => {
    const r = describeRevision(
      order(
        [
          { path: 'id', new: 1042 },
          { path: 'status', new: 'quote_sent' },
          { path: 'type', new: 'other_services' },
          { path: 'notes', new: null },
          { path: 'tags', new: [] },
          { path: 'checklist', new: {} },
          { path: 'pickupRequired', new: false },
        ],
        { event: 'LeadCreated' },
      ),
      words,
      names,
    );
    expect(r.what).toBe('Lead created');
    expect(r.changes.map((c) => [c.field, c.new?.text])).toEqual([
      ['Status', 'Quote sent'],
      ['Type', 'Other services'],
      ['Pickup Required', 'No'],
    ]);
  });

  it('says what happened when an event changes nothing visible', () => {
    const mail = describeRevision(order([], { event: 'OrderThankYouMailRequested' }), words, names);
    expect(mail).toEqual({ actor: { id: 3, name: 'Admin Demo' }, what: 'Thank you mail sent', changes: [] });
    const task = describeRevision(
      order([{ path: 'tags', old: null, new: [] }], { event: 'TaskCreated' }),
      words,
      names,
    );
    expect(task.changes).toEqual([]);
    expect(task.what).toBe('Task recorded');
    expect(describeRevision(order([], { event: 'OrderCompleted' }), words, names).what).toBe('Order completed');
  });

  it('names the actor, and the seed and process managers as System', () => {
    expect(describeRevision(order([], { userId: null }), words, names).actor).toEqual({ id: null, name: 'System' });
    expect(describeRevision(order([], { userId: 7 }), words, names).actor.name).toBe('Sara Sales');
  });

  it('shows a comment as the comment added', () => {
    const r = describeRevision(
      {
        ...order([
          {
            path: 'comments',
            old: [{ id: 1, comment: 'First' }],
            new: [
              { id: 1, comment: 'First' },
              { id: 2, comment: 'Called back' },
            ],
          },
        ]),
        event: 'CommentAdded',
      },
      words,
      names,
    );
    expect(r.changes).toEqual([
      { path: 'comments', action: 'commented', field: 'Comments', new: { text: 'Called back' } },
    ]);
  });

  it('shows a whole record as labelled fields (time travel)', () => {
    const fields = describeDocument(
      'user',
      { id: 120, name: 'Mei Haddad', assigneeId: 7, credits: 50000, currency: 'KWD', phone2: null },
      words,
      names,
    );
    expect(fields.map((f) => [f.field, f.new?.text])).toEqual([
      ['Name', 'Mei Haddad'],
      ['Assignee', 'Sara Sales'],
      ['Credits', 'KWD 5.000'],
      ['Currency', 'KWD'],
    ]);
  });

  it('makes a word of a code the catalogue lacks', () => {
    expect(humanise('not_returned')).toBe('Not returned');
    expect(humanise('StorageCheckedIn')).toBe('Storage checked in');
  });
});
