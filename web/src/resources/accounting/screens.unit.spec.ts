import { english, t } from '../../app/i18n/messages';
import type { ChargeRow } from '@console/contracts';
import { choiceLabel, genericParams } from '../../framework/data/saga';
import { withMoney } from '../../framework/form/moneyValues';
import type { FormFieldDef, FormSection } from '../../framework/form/types';
import type { ColumnDef, ReferenceSource } from '../../framework/types';
import { cardsApi, chargeChoicesApi, paymentsApi } from '../../shared/accounting/api';
import { cardListConfig } from './cards';
import { COMMUNICATION_COLUMNS } from './CommunicationTab';
import { chargeChangeableBy, chargeListConfig, chargeNotesAction, chargeSections, chargeValidate } from './charges';
import { invoiceListConfig, invoiceSections } from './invoices';
import { paymentListConfig, paymentSections } from './payments';
import { viewerWith } from '../../app/session/viewer.fixture';

/*
 * The accounting screens against spec 3 §2 to the letter: storage keys, default sorts, the hidden metadata
 * columns, descriptions cut at 50, credits negative, pickers that appear once a user is chosen and offer only that
 * user's records, the request label, the due date that follows the date on create, the partner selector of the
 * edit forms for staff.
 */

const viewer = (permissions: string[]) => viewerWith(permissions);
const admin = viewer(['admin']);

const field = (sections: readonly FormSection[], name: string): FormFieldDef | undefined =>
  sections.flatMap((s) => s.fields).find((f) => f.name === name);
const shown = (sections: readonly FormSection[], name: string, values: Record<string, unknown>, v = admin) => {
  const f = field(sections, name);
  return f !== undefined && (f.visible?.(values, v) ?? true);
};
const cell = <R>(columns: readonly ColumnDef<R>[], id: string, row: R) =>
  columns.find((c) => c.id === id)!.render(row, { serial: 1, showPath: '' });

const charge = (over: Partial<ChargeRow>): ChargeRow =>
  ({
    id: 7,
    type: 'custom',
    amount: 1_000_000,
    signedAmount: 1_000_000,
    currency: 'AED',
    description: null,
    metadata: null,
    month: 11,
    year: 2026,
    userId: 3,
    userName: 'Lina',
    countryName: 'UAE',
    partnerName: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...over,
  }) as ChargeRow;

describe('the accounting lists (spec 3 §2)', () => {
  it('keep their columns under the spec storage keys and sort as the spec says', () => {
    expect(chargeListConfig.columnsKey).toBe('chargesList');
    expect(invoiceListConfig.columnsKey).toBe('invoiceListColumns');
    expect(paymentListConfig.columnsKey).toBe('paymentListColumns');
    expect(chargeListConfig.defaultSort).toEqual({ field: 'id', order: 'DESC' });
    expect(invoiceListConfig.defaultSort).toEqual({ field: 'id', order: 'DESC' });
    expect(paymentListConfig.defaultSort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(cardListConfig(() => undefined).defaultSort).toEqual({ field: 'id', order: 'DESC' });
    expect([chargeListConfig, invoiceListConfig, paymentListConfig].map((c) => c.exportFileName)).toEqual([
      'charges',
      'Invoices_',
      'Payments_',
    ]);
  });

  it('hide the charge metadata columns until chosen, cut descriptions at 50 and show credits negative', () => {
    const hidden = chargeListConfig.columns.filter((c) => c.defaultVisible === false).map((c) => c.id);
    expect(hidden).toEqual(
      expect.arrayContaining(['rent', 'source', 'orderRate', 'orderRent', 'orderAmount', 'orderCurrentSize']),
    );
    const long = 'x'.repeat(60);
    expect(cell(chargeListConfig.columns, 'description', charge({ description: long }))).toBe(`${'x'.repeat(50)}…`);
    const credit = charge({ type: 'credit', signedAmount: -250_000 as never });
    expect(cell(chargeListConfig.columns, 'amount', credit)).toContain('-');
    expect(cell(chargeListConfig.columns, 'amount', credit)).toContain('25.00');
    const rent = charge({ metadata: { rent: 1_500_000 } as never });
    expect(cell(chargeListConfig.columns, 'rent', rent)).toContain('150.00');
    expect(chargeListConfig.columns.find((c) => c.id === 'rent')!.exportValue!(rent)).toContain('150.00');
  });

  it('lists the cards with the spec 2 columns in order', () => {
    expect(cardListConfig(() => undefined).columns.map((c) => c.id)).toEqual([
      'serial',
      'id',
      'createdAt',
      'country',
      'customer',
      'name',
      'card',
      'expiry',
      'status',
      'default',
      'show',
      'setDefault',
    ]);
  });

  it('offer bulk delete on charges to whoever may delete a charge, and no bulk action on invoices or payments', () => {
    const actions = chargeListConfig.bulkActions ?? [];
    expect(actions.map((a) => [a.id, a.path, a.confirm])).toEqual([['delete', '/api/v1/charges/delete', true]]);
    expect(actions[0].allowed(admin)).toBe(true);
    expect(actions[0].allowed(viewer(['staff', 'charges-list', 'charges-view', 'charges-update']))).toBe(false);
    expect(actions[0].notice(1)).toBe('Element deleted');
    expect(actions[0].notice(3)).toBe('3 elements deleted');
    expect(invoiceListConfig.bulkActions).toBeUndefined();
    expect(paymentListConfig.bulkActions).toBeUndefined();
  });

  it('offer the partner filter to staff and not to partner users', () => {
    for (const config of [chargeListConfig, invoiceListConfig, paymentListConfig]) {
      const partner = config.filters.find((f) => f.key === 'partner')!;
      expect(partner.hiddenFor?.(admin)).toBe(false);
      expect(partner.hiddenFor?.({ ...admin, isPartner: true })).toBe(true);
    }
  });
});

describe('the lists falling back to the generic call (spec 1 §7.2)', () => {
  it("passes the payments' invoices through", () => {
    const query = { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC' as const, invoiceIds: [4, 5] };
    expect(genericParams(paymentsApi, query)).toEqual(expect.objectContaining({ 'invoiceIds[$in]': [4, 5] }));
  });

  it("passes the cards' number and token name through", () => {
    const query = {
      limit: 10,
      page: 1,
      sortBy: 'createdAt',
      sortOrder: 'DESC' as const,
      cardNumber: '1111',
      tokenName: 't',
    };
    expect(genericParams(cardsApi, query)).toEqual(expect.objectContaining({ cardNumber: '1111', tokenName: 't' }));
  });
});

describe('the Communication tabs of invoices and payments (spec 3 §2)', () => {
  it("show the communication list's default columns", () => {
    expect(COMMUNICATION_COLUMNS.map((c) => english(c.label))).toEqual([
      '#',
      'Communication Id',
      'Task Status',
      'Task Type',
      'Template Name',
      'Sender Email',
      'Recipient Email',
      'Channel',
      'Delivery Status',
      'Show',
    ]);
  });
});

describe('the charge show (spec 3 §2, §3)', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('offers edit and delete only while the invoice is dated today or later, and never for a deleted charge', () => {
    expect(chargeChangeableBy(admin, charge({ invoiceDate: null, deletedAt: null }), 'remove')).toBe(true);
    expect(chargeChangeableBy(admin, charge({ invoiceDate: day(0), deletedAt: null }), 'update')).toBe(true);
    expect(chargeChangeableBy(admin, charge({ invoiceDate: day(-1), deletedAt: null }), 'update')).toBe(false);
    expect(
      chargeChangeableBy(admin, charge({ invoiceDate: null, deletedAt: '2026-11-20T09:00:00.000Z' }), 'remove'),
    ).toBe(false);
    expect(chargeChangeableBy(viewer(['charges-view']), charge({ invoiceDate: null, deletedAt: null }), 'remove')).toBe(
      false,
    );
  });
});

describe("the charge's notes (spec 3 §7 'Charge note edit', §8)", () => {
  it("PATCHes the notes alone, with the spec's notices, for any charge not deleted", () => {
    const [notes] = chargeNotesAction(charge({ notes: 'old', deletedAt: null }), admin);
    expect(notes).toMatchObject({
      id: 'notes',
      dialog: { kind: 'form', initial: { notes: 'old' } },
      run: {
        kind: 'request',
        method: 'PATCH',
        path: '/api/charges/7',
        notice: 'Notes updated successfully',
        noticeType: 'info',
        failureNotice: 'Error updating notes',
        failureType: 'warning',
      },
    });
    const run = notes.run as { body: (v: Record<string, unknown>) => Record<string, unknown> };
    expect(run.body({ notes: 'new' })).toEqual({ notes: 'new' });
    expect(chargeNotesAction(charge({ deletedAt: '2026-11-20T09:00:00.000Z' }), admin)).toEqual([]);
    expect(chargeNotesAction(charge({ deletedAt: null }), viewer(['charges-view']))).toEqual([]);
  });
});

describe('the charge form (spec 3 §2, §5)', () => {
  const create = chargeSections('create');
  const edit = chargeSections('edit');

  it('forgets the order, invoice and request chosen when another customer is chosen', () => {
    expect(field(create, 'userId')!.derive?.(5, { orderId: 1, invoiceId: 2, requestId: 3 })).toEqual({
      orderId: null,
      invoiceId: null,
      requestId: null,
    });
  });

  it('shows the order, invoice and request pickers once a user is chosen, limited to that user', () => {
    for (const name of ['orderId', 'invoiceId', 'requestId']) {
      expect(shown(create, name, { userId: null })).toBe(false);
      expect(shown(create, name, { userId: 42 })).toBe(true);
      const f = field(create, name) as { source: (v: Record<string, unknown>) => ReferenceSource };
      expect(f.source({ userId: 42 }).params).toEqual(expect.objectContaining({ userIds: [42] }));
    }
  });

  it("labels a request 'Request #{id} - {type} on {date}' in words", () => {
    const f = field(create, 'requestId') as { source: (v: Record<string, unknown>) => ReferenceSource };
    expect(choiceLabel({ id: 12, type: 'pickup', date: '2026-11-20' }, f.source({ userId: 42 }))).toBe(
      'Request #12 - Pickup on 20/11/2026',
    );
  });

  it('asks description for custom, discount and credit only, notes on edit only, the partner for staff on edit', () => {
    for (const type of ['custom', 'discount', 'credit']) expect(shown(create, 'description', { type })).toBe(true);
    expect(shown(create, 'description', { type: 'storage' })).toBe(false);
    expect(field(create, 'notes')).toBeUndefined();
    expect(shown(edit, 'notes', { type: 'credit' })).toBe(true);
    expect(field(create, 'partnerId')).toBeUndefined();
    expect(shown(edit, 'partnerId', {}, viewer(['staff']))).toBe(true);
    expect(shown(edit, 'partnerId', {}, viewer(['finance']))).toBe(false);
  });

  it("says 'Amount is required' for an amount that is no number, 'Amount must be a positive number' for zero or less", () => {
    const fields = create.flatMap((s) => s.fields);
    expect(withMoney({ amount: 'abc' }, fields).errors).toEqual([{ path: 'amount', message: 'Amount is required' }]);
    expect(withMoney({ amount: '1.123456' }, fields).errors).toEqual([
      { path: 'amount', message: 'Only 4 digits after the decimal point are allowed' },
    ]);
    const negative = withMoney({ amount: '-5' }, fields);
    expect(negative).toEqual({ values: { amount: -50_000 }, errors: [] });
    expect(chargeValidate('create')({}, negative.values)).toContainEqual({
      path: 'amount',
      message: 'Amount must be a positive number',
    });
    // The payment form's amount keeps the money parser's own message.
    const payment = paymentSections('create').flatMap((s) => s.fields);
    expect(withMoney({ amount: 'abc' }, payment).errors).toEqual([{ path: 'amount', message: 'Must be a number' }]);
  });

  it('keeps the request of a charge on edit (spec 3 §5); a charge made without one is edited without one', () => {
    const full = {
      userId: 3,
      countryId: 1,
      type: 'storage',
      currency: 'AED',
      amount: 10_000,
      orderId: 9,
      requestId: null,
      year: 2026,
      month: 11,
      startDate: 1,
      endDate: 30,
    };
    const required = { path: 'requestId', message: 'Request is required' };
    // The request taken away: the body (what changed) holds it.
    expect(chargeValidate('edit')({ requestId: null }, full)).toContainEqual(required);
    expect(chargeValidate('edit')({ amount: 10_000 }, full)).not.toContainEqual(required);
    expect(chargeValidate('create')(full, full)).toContainEqual(required);
  });
});

describe('the invoice form (spec 3 §2)', () => {
  it("asks the server for the customer's charges on no invoice, of the types the invoice takes", () => {
    const page = { limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC' } as const;
    expect(
      genericParams(chargeChoicesApi, { ...page, userIds: [3], invoiceId: 'null', excludeTypes: ['credit'] }),
    ).toEqual({
      $limit: 200,
      $skip: 0,
      '$sort[id]': -1,
      'userId[$in]': [3],
      invoiceId: 'null',
      'type[$nin]': ['credit'],
    });
    expect(genericParams(chargeChoicesApi, { ...page, userIds: [3], invoiceId: 'null', types: ['credit'] })).toEqual(
      expect.objectContaining({ 'type[$in]': ['credit'] }),
    );
  });

  it('sets the due date to date + 15 days when the date changes on create, not on edit', () => {
    const created = field(invoiceSections('create'), 'date')!;
    expect(created.derive?.('2026-11-20', {})).toEqual({ dueDate: '2026-12-05' });
    expect(field(invoiceSections('edit'), 'date')!.derive).toBeUndefined();
  });

  it('shows the charges once a user is chosen, and the partner selector on edit for staff only', () => {
    const create = invoiceSections('create');
    const edit = invoiceSections('edit');
    expect(shown(create, 'chargeIds', { userId: null })).toBe(false);
    expect(shown(create, 'chargeIds', { userId: 3 })).toBe(true);
    expect(field(create, 'partnerId')).toBeUndefined();
    expect(shown(edit, 'partnerId', {}, viewer(['staff']))).toBe(true);
    expect(shown(edit, 'partnerId', {}, viewer(['finance']))).toBe(false);
  });
});

describe('the payment form (spec 3 §5)', () => {
  it("offers invoices only for type payment: disabled until a customer is chosen, then the user's unpaid and partial ones", () => {
    const create = paymentSections('create');
    const pickers = create.flatMap((s) => s.fields).filter((f) => f.name === 'invoiceId');
    const showing = (values: Record<string, unknown>) => pickers.filter((f) => f.visible?.(values, admin) ?? true);
    // Issue 31 §4: shown from the start, disabled with its hint.
    expect(showing({ type: 'payment', userId: null })).toMatchObject([
      { readOnly: true, helperText: t('accounting.pay.chooseCustomerFirst') },
    ]);
    const [picker] = showing({ type: 'payment', userId: 3 });
    expect(picker).toMatchObject({ helperText: t('accounting.pay.openInvoices') });
    expect(picker.readOnly).toBeUndefined();
    expect(showing({ type: 'refund', userId: 3 })).toEqual([]);
    const f = picker as { source: (v: Record<string, unknown>) => ReferenceSource };
    expect(f.source({ userId: 3 }).params).toEqual({ userIds: [3], statuses: ['unpaid', 'partial'] });
  });

  it("takes the currency from the chosen customer's country on create (a field of its own), a choice on edit", () => {
    expect(field(paymentSections('create'), 'currency')).toMatchObject({ kind: 'custom', required: true });
    expect(field(paymentSections('edit'), 'currency')).toMatchObject({ kind: 'select', required: true });
    // A new customer clears the invoice chosen for the last one.
    expect(field(paymentSections('create'), 'userId')!.derive?.(5, { invoiceId: 9 })).toEqual({ invoiceId: null });
  });

  it('shows paidAt on edit only while the status is complete', () => {
    const edit = paymentSections('edit');
    expect(shown(edit, 'paidAt', { status: 'complete' })).toBe(true);
    expect(shown(edit, 'paidAt', { status: 'pending' })).toBe(false);
  });
});
