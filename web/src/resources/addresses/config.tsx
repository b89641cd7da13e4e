import {
  ADDRESSES_DEFAULT_SORT,
  ADDRESSES_PAGE_SIZE,
  catalogueRequiredErrors,
  type AddressRow,
  type FieldError,
} from '@console/contracts';
import { formatDate, ShowLink } from '../../framework/fields/cells';
import { LinkedRecordName, nameReference } from '../../framework/fields/RecordName';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { DeleteButton } from '../../framework/list/DeleteButton';
import { requestUserSource } from '../../shared/requests/sources';
import { citySource, partnersSource } from '../../framework/fields/sources';
import { COUNTRY_CHOICES, num, text } from '../../framework/fields/sources';

export type { AddressRow };

/** Spec 2 §7: the list call, the generic calls, and the generic fallback's names of the list filters. */
export const addressesApi: ResourceApi = {
  name: 'addresses',
  listPath: '/api/v1/addresses/list',
  recordPath: '/api/addresses',
  tables: ['rm.addresses'],
  model: 'address',
  fallback: {
    searchTerm: 'q',
    partnerIds: 'partnerId[$in]',
    userIds: 'userId[$in]',
    cityIds: 'cityId[$in]',
    countryIds: 'countryId[$in]',
    createdDateRange: { from: 'createdAt[$gte]', to: 'createdAt[$lte]' },
  },
};

/** Spec 2 §5: the customer picker suggests after more than 2 typed characters: the request form's own picker. */
export const addressUserSource = requestUserSource;

const columns: ColumnDef<AddressRow>[] = [
  { id: 'serial', label: 'list.serial', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'accounting.col.id', sortField: 'id', width: 76, render: (r) => r.id, exportValue: (r) => r.id },
  {
    id: 'name',
    label: 'places.col.name',
    sortField: 'name',
    width: 130,
    render: (r) => r.name ?? '',
    exportValue: (r) => r.name,
  },
  {
    id: 'line1',
    label: 'places.col.line1',
    sortField: 'line1',
    flex: 1,
    minWidth: 200,
    render: (r) => r.line1 ?? '',
    exportValue: (r) => r.line1,
  },
  {
    id: 'area',
    label: 'places.col.area',
    sortField: 'area',
    width: 140,
    render: (r) => r.area ?? '',
    exportValue: (r) => r.area,
  },
  {
    id: 'city',
    label: 'places.col.city',
    sortField: 'cityName',
    width: 130,
    render: (r) => r.cityName ?? '',
    exportValue: (r) => r.cityName,
  },
  {
    id: 'customer',
    label: 'places.col.customer',
    sortField: 'userName',
    width: 180,
    reference: nameReference<AddressRow>(
      'customer',
      (r) => r.userId,
      (r) => r.userName,
    ),
    render: (r) => <LinkedRecordName of="customer" id={r.userId} name={r.userName} />,
    exportValue: (r) => r.userName,
  },
  {
    id: 'partner',
    label: 'places.col.partner',
    sortField: 'partnerId',
    width: 150,
    reference: nameReference<AddressRow>(
      'partner',
      (r) => r.partnerId,
      (r) => r.partnerName,
    ),
    render: (r) => <LinkedRecordName of="partner" id={r.partnerId} name={r.partnerName} />,
    exportValue: (r) => r.partnerName,
  },
  {
    id: 'createdAt',
    label: 'accounting.col.created',
    sortField: 'createdAt',
    width: 110,
    render: (r) => formatDate(r.createdAt),
    exportValue: (r) => formatDate(r.createdAt),
  },
  { id: 'show', label: 'list.show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
  {
    id: 'delete',
    label: 'list.delete',
    width: 100,
    defaultVisible: false,
    hiddenFor: (v) => !mayUse(v, 'addresses', 'remove'),
    render: (r) => <DeleteButton api={addressesApi} id={r.id} />,
  },
];

const filters: FilterDef[] = [
  {
    kind: 'select',
    key: 'partner',
    label: 'places.col.partner',
    alwaysOn: true,
    source: partnersSource,
    hiddenFor: (v) => v.isPartner,
    toQuery: (v) => ({ partnerIds: [Number(v)] }),
  },
  {
    kind: 'reference',
    key: 'user',
    label: 'places.col.customer',
    alwaysOn: true,
    source: addressUserSource,
    toQuery: (v) => ({ userIds: [Number(v)] }),
  },
  {
    kind: 'select',
    key: 'city',
    label: 'places.col.city',
    alwaysOn: true,
    source: citySource(),
    toQuery: (v) => ({ cityIds: [Number(v)] }),
  },
];

/** Spec 2 §2 Addresses: 20 a page, id descending, filters partner, customer, city; the delete column hidden by default. */
export const addressListConfig: ListConfig<AddressRow> = {
  api: addressesApi,
  title: 'places.addresses',
  columnsKey: 'addressListColumns',
  columns,
  defaultSort: { field: ADDRESSES_DEFAULT_SORT.sortBy, order: ADDRESSES_DEFAULT_SORT.sortOrder },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: ADDRESSES_PAGE_SIZE,
  filters,
  exportFileName: 'addresses',
  canCreate: (v) => mayUse(v, 'addresses', 'create'),
};

/** The customer first (required), then the lines; the country (left empty: the customer's) narrows the cities. */
export const addressSections: FormSection[] = [
  {
    title: 'places.address',
    fields: [
      { kind: 'reference', name: 'userId', label: 'places.col.customer', required: true, source: addressUserSource },
      { kind: 'text', name: 'name', label: 'places.col.name' },
      { kind: 'text', name: 'line1', label: 'places.col.line1', wide: true },
      { kind: 'text', name: 'area', label: 'places.col.area' },
      {
        kind: 'select',
        name: 'countryId',
        label: 'places.col.country',
        choices: COUNTRY_CHOICES,
        emptyLabel: '—',
        derive: () => ({ cityId: null }),
      },
      {
        kind: 'selectReference',
        name: 'cityId',
        label: 'places.col.city',
        emptyLabel: '—',
        source: (v) => citySource(num(v.countryId)),
      },
    ],
  },
];

export const addressInitial = (r: Partial<AddressRow> | null): FormValues => ({
  userId: r?.userId ?? null,
  name: r?.name ?? '',
  line1: r?.line1 ?? '',
  area: r?.area ?? '',
  countryId: r?.countryId ?? '',
  cityId: r?.cityId ?? null,
});

export const addressBody = (v: FormValues) => ({
  userId: num(v.userId),
  name: text(v.name),
  line1: text(v.line1),
  area: text(v.area),
  // Left empty on a create: the server takes the city's country, else the customer's.
  ...(num(v.countryId) === null ? {} : { countryId: num(v.countryId) }),
  cityId: num(v.cityId),
});

/** Spec 2 §5 'Address requires a user': the catalogue's one required rule, on what is sent. */
export const addressCreateValidate = (body: Record<string, unknown>): FieldError[] =>
  catalogueRequiredErrors('addresses', body, 'create');
export const addressEditValidate = (body: Record<string, unknown>): FieldError[] =>
  catalogueRequiredErrors('addresses', body, 'update');
