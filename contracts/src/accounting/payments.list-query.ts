import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CustomerTypeFilter } from '../list-queries/customer-type.js';
import { Eci, PaymentMethod, PaymentStatus, PaymentType } from './payment.enums.js';

/** The list call's default (spec 1 §7.2); the payments screen sorts by createdAt descending (spec 3 §2). */
export const PAYMENTS_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/**
 * POST /api/v1/payments/list (spec 1 §7.2). `modes` holds the values of a payment's mode field, which are the
 * payment methods (tap, payfort, cod, ...; spec 3 §2-§3). `dates` filters paidAt.
 */
export const PaymentsListQuery = listQuery(
  'PaymentsListQuery',
  {
    statuses: list(PaymentStatus.codec),
    types: list(PaymentType.codec),
    modes: list(PaymentMethod.codec),
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    ecis: list(Eci.codec),
    dates: DateRange,
    searchTerm: Text,
    ids: Ids,
    invoiceIds: Ids,
    customerType: CustomerTypeFilter,
  },
  PAYMENTS_DEFAULT_SORT,
);
export type PaymentsListQuery = t.TypeOf<typeof PaymentsListQuery>;
