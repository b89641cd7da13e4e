import type * as t from 'io-ts';
import { isLeft, isRight, right } from 'fp-ts/lib/Either.js';
import { decodeListQuery, type DefaultSort } from './list-query.js';
import { USERS_DEFAULT_SORT, UsersListQuery } from '../customers/users.list-query.js';
import { ADDRESSES_DEFAULT_SORT, AddressesListQuery } from '../customers/addresses.list-query.js';
import { ORDERS_DEFAULT_SORT, OrdersListQuery } from '../sales/orders.list-query.js';
import { REQUESTS_DEFAULT_SORT, RequestsListQuery } from '../operations/requests.list-query.js';
import { WAREHOUSES_DEFAULT_SORT, WarehousesListQuery } from '../operations/warehouses.list-query.js';
import { STORAGE_RECORDS_DEFAULT_SORT, StorageRecordsListQuery } from '../operations/storage-records.list-query.js';
import { BOXES_DEFAULT_SORT, BoxesListQuery } from '../operations/boxes.list-query.js';
import { STORAGE_TYPES_DEFAULT_SORT, StorageTypesListQuery } from '../operations/storage-types.list-query.js';
import { STORAGES_DEFAULT_SORT, StoragesListQuery } from '../operations/storages.list-query.js';
import { INVOICES_DEFAULT_SORT, InvoicesListQuery } from '../accounting/invoices.list-query.js';
import { CARDS_DEFAULT_SORT, CardsListQuery } from '../accounting/cards.list-query.js';
import { PAYMENTS_DEFAULT_SORT, PaymentsListQuery } from '../accounting/payments.list-query.js';
import { CHARGES_DEFAULT_SORT, ChargesListQuery } from '../accounting/charges.list-query.js';

interface Case {
  readonly codec: t.Decoder<unknown, unknown>;
  readonly sort: DefaultSort;
  readonly expectedSort: string;
  /** Every filter of the spec's row, with a valid value. */
  readonly good: Record<string, unknown>;
  /** One filter with a value the spec does not allow, and the path reported. */
  readonly bad: readonly [Record<string, unknown>, string];
}

const range = { from: '2024-01-01', to: '2024-01-31' };

/* Spec 1 §7.2, row by row. */
const cases: Record<string, Case> = {
  users: {
    codec: UsersListQuery,
    sort: USERS_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      userTypes: ['b2c', 'sme'],
      statuses: ['active'],
      excludeUserTypes: ['staff'],
      partnerIds: [1],
      countryIds: [1, 2],
      assigneeIds: [5],
      tagsOr: ['vip'],
      tagsAnd: ['vip', 'late-payer'],
      userRoles: ['sales-staff'],
      createdDateRange: range,
      source: 'web',
      searchTerm: 'ali',
      ids: [9],
    },
    bad: [{ statuses: ['active', 'deleted'] }, 'statuses.1'],
  },
  addresses: {
    codec: AddressesListQuery,
    sort: ADDRESSES_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: { searchTerm: 'x', partnerIds: [1], userIds: [2], cityIds: [6], countryIds: [2], createdDateRange: range },
    bad: [{ createdDateRange: { from: '31/01/2024' } }, 'createdDateRange.from'],
  },
  orders: {
    codec: OrdersListQuery,
    sort: ORDERS_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      statuses: ['quote_sent', 'confirmed'],
      orderTypes: ['storage', 'moving'],
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      cityIds: [1],
      assigneeIds: [1],
      orderIds: [1],
      createdDateRange: range,
      orderDateRange: range,
      renewalDateRange: range,
      quoteSentAtRange: range,
      sources: ['existingCustomer'],
      searchTerm: 'x',
    },
    bad: [{ orderTypes: ['warehouse'] }, 'orderTypes.0'],
  },
  requests: {
    codec: RequestsListQuery,
    sort: REQUESTS_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      searchTerm: 'x',
      statuses: ['transit'],
      types: ['pickup', 'other_services'],
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      cityIds: [1],
      assigneeIds: [1],
      teamIds: [1],
      warehouseIds: [1],
      orderIds: [1],
      dates: range,
      chargeTypes: ['pickup_packing'],
      ids: [1],
      excludeIds: [2],
      excludeLines: true,
    },
    bad: [{ excludeLines: 'yes' }, 'excludeLines'],
  },
  warehouses: {
    codec: WarehousesListQuery,
    sort: WAREHOUSES_DEFAULT_SORT,
    expectedSort: 'id ASC',
    good: { searchTerm: 'x', countryIds: [1], cityIds: [1], isActive: true },
    bad: [{ cityIds: [-1] }, 'cityIds.0'],
  },
  storageRecords: {
    codec: StorageRecordsListQuery,
    sort: STORAGE_RECORDS_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      searchTerm: 'x',
      statuses: ['in', 'out'],
      types: ['check_in'],
      storageIds: [1],
      warehouseIds: [1],
      locationIds: [1],
      orderIds: [1],
      userIds: [1],
      countryIds: [1],
    },
    bad: [{ types: ['checkin'] }, 'types.0'],
  },
  boxes: {
    codec: BoxesListQuery,
    sort: BOXES_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      searchTerm: 'x',
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      warehouseIds: [1],
      statuses: ['not_returned'],
      codes: ['B1'],
    },
    bad: [{ statuses: ['stored'] }, 'statuses.0'],
  },
  storageTypes: {
    codec: StorageTypesListQuery,
    sort: STORAGE_TYPES_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      searchTerm: 'x',
      userIds: [1],
      inventory: false,
      storageStatuses: ['stored'],
      codes: ['S'],
      names: ['Small'],
      partnerIds: [1],
      countryIds: [1],
    },
    bad: [{ codes: [1] }, 'codes.0'],
  },
  storages: {
    codec: StoragesListQuery,
    sort: STORAGES_DEFAULT_SORT,
    expectedSort: 'id ASC',
    good: {
      searchTerm: 'x',
      statuses: ['for_discard'],
      partnerIds: [1],
      userIds: [1],
      storagetypeIds: [1],
      isPart: false,
      countryIds: [1],
      parentIds: [1],
      storagetypeCodes: ['S'],
      orderIds: [1],
      roomId: 4,
      roomName: 'R1',
      warehouseIds: [1],
      ids: [1],
    },
    bad: [{ roomId: 'four' }, 'roomId'],
  },
  invoices: {
    codec: InvoicesListQuery,
    sort: INVOICES_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      statuses: ['partial'],
      types: ['creditNote'],
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      dates: range,
      dueDates: range,
      searchTerm: 'x',
    },
    bad: [{ types: ['credit_note'] }, 'types.0'],
  },
  cards: {
    codec: CardsListQuery,
    sort: CARDS_DEFAULT_SORT,
    expectedSort: 'createdAt DESC',
    good: {
      statuses: ['inactive'],
      modes: ['tap'],
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      cardHolderName: 'A',
      cardNumber: '4111',
      tokenName: 't',
      dates: range,
      searchTerm: 'x',
      ids: [1],
    },
    bad: [{ statuses: ['expired'] }, 'statuses.0'],
  },
  payments: {
    codec: PaymentsListQuery,
    sort: PAYMENTS_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      statuses: ['refunded'],
      types: ['refund'],
      modes: ['payfort', 'manual_tap'],
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      ecis: ['RECURRING'],
      dates: range,
      searchTerm: 'x',
      ids: [1],
      invoiceIds: [1],
    },
    bad: [{ ecis: ['ecommerce'] }, 'ecis.0'],
  },
  charges: {
    codec: ChargesListQuery,
    sort: CHARGES_DEFAULT_SORT,
    expectedSort: 'id DESC',
    good: {
      types: ['handling'],
      userIds: [1],
      partnerIds: [1],
      countryIds: [1],
      invoiceIds: [1],
      dates: range,
      searchTerm: 'x',
      ids: [1],
    },
    bad: [{ types: ['tax'] }, 'types.0'],
  },
};

describe.each(Object.entries(cases))('%s list query', (_, c) => {
  it('has the default sort of the spec', () => {
    expect(`${c.sort.sortBy} ${c.sort.sortOrder}`).toBe(c.expectedSort);
  });

  it('fills paging and sort defaults for an empty body', () => {
    expect(decodeListQuery(c.codec, {})).toEqual(right({ limit: 10, page: 1, ...c.sort }));
  });

  it('keeps every filter of the spec', () => {
    const decoded = decodeListQuery(c.codec, { ...c.good, page: 2, limit: 20, sortBy: 'id', sortOrder: 'asc' });
    expect(decoded).toEqual(right({ ...c.good, page: 2, limit: 20, sortBy: 'id', sortOrder: 'ASC' }));
  });

  it('reports a bad filter value with its path', () => {
    const decoded = decodeListQuery(c.codec, c.bad[0]);
    expect(isLeft(decoded)).toBe(true);
    if (isLeft(decoded)) expect(decoded.left.map((i) => i.path)).toEqual([c.bad[1]]);
  });
});

describe('storages list query', () => {
  it('renames room.name to roomName, roomName winning when both are sent', () => {
    expect(decodeListQuery(StoragesListQuery, { 'room.name': 'R2' })).toEqual(
      right({ limit: 10, page: 1, ...STORAGES_DEFAULT_SORT, roomName: 'R2' }),
    );
    expect(decodeListQuery(StoragesListQuery, { 'room.name': 'R2', roomName: 'R3' })).toEqual(
      right({ limit: 10, page: 1, ...STORAGES_DEFAULT_SORT, roomName: 'R3' }),
    );
  });
  it('takes the order page call of spec 2 §7', () => {
    expect(
      isRight(decodeListQuery(StoragesListQuery, { limit: 200, page: 1, sortBy: 'id', sortOrder: 'ASC', ids: [1, 2] })),
    ).toBe(true);
  });
});
