import * as t from 'io-ts';
import { Text, list } from '../shared/store-safe.js';
import { DateRange, Ids, listQuery, type DefaultSort } from '../list-queries/list-query.js';
import { CustomerTypeFilter } from '../list-queries/customer-type.js';
import { InvoiceStatus, InvoiceType } from './invoice.enums.js';

export const INVOICES_DEFAULT_SORT: DefaultSort = Object.freeze({ sortBy: 'id', sortOrder: 'DESC' });

/** POST /api/v1/invoices/list (spec 1 §7.2). dates filters the invoice `date`, dueDates its `dueDate`. */
export const InvoicesListQuery = listQuery(
  'InvoicesListQuery',
  {
    statuses: list(InvoiceStatus.codec),
    types: list(InvoiceType.codec),
    userIds: Ids,
    partnerIds: Ids,
    countryIds: Ids,
    dates: DateRange,
    dueDates: DateRange,
    searchTerm: Text,
    customerType: CustomerTypeFilter,
  },
  INVOICES_DEFAULT_SORT,
);
export type InvoicesListQuery = t.TypeOf<typeof InvoicesListQuery>;
