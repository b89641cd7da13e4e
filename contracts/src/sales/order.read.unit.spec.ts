import { isRight } from 'fp-ts/lib/Either.js';
import { evolveOrder } from './order.document.js';
import {
  isLeadRowTinted,
  isOrderRowOverdue,
  isOrderSortable,
  salesCalendarLabel,
  ORDER_LIST_DEFAULT_COLUMNS,
  ORDER_LIST_HIDDEN_COLUMNS,
  ORDER_SORTABLE,
  OrderRow,
  showPartnerRent,
} from './order.read.js';

describe('the orders list row (spec 2 §2)', () => {
  const record = evolveOrder(null, {
    type: 'OrderCreated',
    data: {
      id: 5,
      status: 'confirmed',
      createdAt: '2024-06-01T08:00:00.000Z',
      assigneeId: 7,
      fields: { userId: 12, cityId: 3 },
    },
  });

  it('is the record plus updatedAt and the copied names', () => {
    const row = {
      ...record,
      updatedAt: '2024-06-02T08:00:00.000Z',
      userName: 'Mona',
      userPhone: '+971500000000',
      userEmail: 'mona@example.com',
      partnerName: 'Own',
      cityName: 'Dubai',
      assigneeName: 'Sam',
      countryName: 'UAE',
      hasInvoice: false,
      hasCharges: false,
      customerPostpaid: true,
      holdReasonName: 'Travelling',
      lostReasonName: null,
      cancelReasonName: null,
      rejectReasonName: null,
    };
    expect(isRight(OrderRow.decode(row))).toBe(true);
    expect(isRight(OrderRow.decode({ ...row, holdReasonName: undefined }))).toBe(false);
    expect(isRight(OrderRow.decode({ ...row, cityName: undefined }))).toBe(false);
  });

  it('every column the list shows by a field can be sorted by it', () => {
    expect(ORDER_LIST_DEFAULT_COLUMNS.map((c) => c.key)).toEqual([
      'serial',
      'id',
      'createdAt',
      'partner',
      'assignee',
      'customer',
      'type',
      'city',
      'date',
      'status',
      'source',
      'actions',
    ]);
    for (const c of [...ORDER_LIST_DEFAULT_COLUMNS, ...ORDER_LIST_HIDDEN_COLUMNS]) {
      if (c.field !== null) expect(ORDER_SORTABLE).toContain(c.field);
    }
    expect(isOrderSortable('assigneeName')).toBe(true);
    expect(isOrderSortable('password')).toBe(false);
  });

  it('partner rent shows only when it differs from rent', () => {
    expect(showPartnerRent({ rent: 100, customerRent: 100 })).toBe(false);
    expect(showPartnerRent({ rent: 100, customerRent: 120 })).toBe(true);
  });
});

describe('list colouring and the sales calendar', () => {
  it('overdue: dated before today and not finished; lost counts as finished on the leads list only', () => {
    expect(isOrderRowOverdue({ date: '2024-06-09', status: 'confirmed' }, '2024-06-10', 'orders')).toBe(true);
    expect(isOrderRowOverdue({ date: '2024-06-09', status: 'complete' }, '2024-06-10', 'orders')).toBe(false);
    expect(isOrderRowOverdue({ date: '2024-06-09', status: 'lost' }, '2024-06-10', 'orders')).toBe(true);
    expect(isOrderRowOverdue({ date: '2024-06-09', status: 'lost' }, '2024-06-10', 'leads')).toBe(false);
    expect(isOrderRowOverdue({ date: '2024-06-10', status: 'new' }, '2024-06-10', 'leads')).toBe(false);
  });

  it('lead rows are tinted unless complete, rejected, cancelled or lost; quote_sent is tentative', () => {
    expect(isLeadRowTinted('new')).toBe(true);
    expect(isLeadRowTinted('lost')).toBe(false);
    expect(salesCalendarLabel('quote_sent')).toBe('tentative');
    expect(salesCalendarLabel('confirmed')).toBe('confirmed');
  });
});
