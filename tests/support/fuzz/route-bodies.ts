import * as t from 'io-ts';
import {
  AddressesListQuery,
  AddStoragePhotoBody,
  BoxesListQuery,
  BulkUpdateStoragesBody,
  CATALOGUE_RESOURCES,
  CheckInStorageBody,
  ConfirmUploadBody,
  CreateOrderBody,
  CreateRequestBody,
  CreateStorageBody,
  NotifyRequestBody,
  OrdersListQuery,
  PatchOrderBody,
  PatchRequestBody,
  PatchRequestLineBody,
  PatchStorageBody,
  PatchStorageRecordBody,
  PatchUserBody,
  PresignUploadsBody,
  RegisterUserBody,
  RequestNoteTaskBody,
  RequestsListQuery,
  StorageRecordsListQuery,
  StoragesListQuery,
  StorageTypesListQuery,
  TaskPatch,
  UsersListQuery,
  WarehousesListQuery,
  type CatalogueResourceName,
} from '@console/contracts';
import { fieldsOf, sampleBody, type Field, type FieldKind } from './codec-shape.js';

/**
 * The body of one route form: the codec that decides what it accepts (the oracle: a body it refuses must never
 * be answered 2xx), its fields (to mutate one at a time) and a body holding its required fields.
 */
export interface BodySpec {
  /** undefined when the server decodes the body with a codec of its own the contracts do not export. */
  readonly codec: t.Mixed | undefined;
  readonly fields: readonly Field[];
  readonly sample: Readonly<Record<string, unknown>>;
}

const fromCodec = (codec: t.Mixed, oracle = true): BodySpec => ({
  codec: oracle ? codec : undefined,
  fields: fieldsOf(codec) ?? [],
  sample: sampleBody(codec) ?? {},
});

/** For an opaque codec (the list queries are custom t.Types): the fields written here, the codec as the oracle. */
const listBody = (codec: t.Mixed, filters: Readonly<Record<string, FieldKind>>): BodySpec => {
  const kinds: Record<string, FieldKind> = {
    limit: 'int',
    page: 'int',
    sortBy: 'text',
    searchTerm: 'text',
    ...filters,
  };
  const fields: Field[] = Object.entries(kinds).map(([name, kind]) => ({
    name,
    required: false,
    nullable: true,
    kind,
    sample: kind === 'ids' ? [1] : kind === 'int' || kind === 'id' ? 1 : kind === 'list' ? [] : 'fuzz',
  }));
  fields.push({
    name: 'sortOrder',
    required: false,
    nullable: true,
    kind: 'enum',
    sample: 'ASC',
    enumValues: ['ASC', 'DESC'],
  });
  return { codec, fields, sample: {} };
};

/**
 * Bodies the server decodes with codecs private to a controller: described here from the spec's fields (spec 1 §7,
 * spec 2 §7), used for the fields only, not as the oracle (the clear-invalidity rules still apply).
 */
const privateBody = (codec: t.Mixed): BodySpec => fromCodec(codec, false);

const catalogueBodies = (r: CatalogueResourceName): Record<string, BodySpec> => {
  const props = CATALOGUE_RESOURCES[r].fields.props as t.Props;
  const create = t.intersection([t.exact(t.partial(props)), t.partial({ id: t.number })]);
  const patch = t.exact(t.partial(props));
  return { [`POST /api/${r}`]: fromCodec(create), [`PATCH /api/${r}/{id}`]: fromCodec(patch) };
};

const requestActionBodies: Readonly<Record<string, t.Mixed>> = {
  approve: t.partial({ warehouseId: t.union([t.number, t.null]), teamId: t.union([t.number, t.null]) }),
  cancel: t.partial({ reason: t.union([t.string, t.null]) }),
  assign: t.partial({ assigneeId: t.union([t.number, t.null]) }),
  resolveDispute: t.partial({ dispute: t.union([t.string, t.null]) }),
  received: t.partial({ emptyStorageIds: t.array(t.number) }),
};

/** Every route form with a JSON body, by `METHOD /path` as the OpenAPI description spells it. */
export const ROUTE_BODIES: Readonly<Record<string, BodySpec>> = {
  'POST /authentication': privateBody(t.type({ strategy: t.literal('local'), email: t.string, password: t.string })),
  'POST /api/v1/users/list': listBody(UsersListQuery, {
    partnerIds: 'ids',
    countryIds: 'ids',
    assigneeIds: 'ids',
    ids: 'ids',
    userTypes: 'list',
    statuses: 'list',
    tagsOr: 'list',
    source: 'text',
  }),
  'POST /api/users': fromCodec(RegisterUserBody),
  'POST /api/customers': fromCodec(RegisterUserBody),
  'POST /api/non-staff-users': fromCodec(RegisterUserBody),
  'PATCH /api/users/{id}': fromCodec(PatchUserBody),
  'PATCH /api/non-staff-users/{id}': fromCodec(PatchUserBody),
  'PATCH /api/customers/{id}': fromCodec(PatchUserBody),
  'POST /api/v1/addresses/list': listBody(AddressesListQuery, { userIds: 'ids' }),
  'POST /api/v1/orders/list': listBody(OrdersListQuery, {
    partnerIds: 'ids',
    countryIds: 'ids',
    cityIds: 'ids',
    userIds: 'ids',
    assigneeIds: 'ids',
    orderIds: 'ids',
    statuses: 'list',
  }),
  'POST /api/v1/leads/list': listBody(OrdersListQuery, {
    partnerIds: 'ids',
    countryIds: 'ids',
    cityIds: 'ids',
    userIds: 'ids',
    assigneeIds: 'ids',
    orderIds: 'ids',
    statuses: 'list',
  }),
  'POST /api/orders': fromCodec(CreateOrderBody),
  'POST /api/leads': fromCodec(CreateOrderBody),
  'PATCH /api/orders/{id}': fromCodec(PatchOrderBody),
  'PATCH /api/leads/{id}': fromCodec(PatchOrderBody),
  'POST /api/v1/warehouses/list': listBody(WarehousesListQuery, { countryIds: 'ids' }),
  'POST /api/v1/boxes/list': listBody(BoxesListQuery, { warehouseIds: 'ids' }),
  'POST /api/v1/storages/types/list': listBody(StorageTypesListQuery, { countryIds: 'ids' }),
  'POST /api/v1/storage-types/import': privateBody(
    t.type({ fields: t.array(t.string), rows: t.array(t.record(t.string, t.string)) }),
  ),
  'POST /api/v1/storages/list': listBody(StoragesListQuery, {
    userIds: 'ids',
    partnerIds: 'ids',
    countryIds: 'ids',
    warehouseIds: 'ids',
    ids: 'ids',
    statuses: 'list',
  }),
  'POST /api/v1/storages/records/list': listBody(StorageRecordsListQuery, { storageIds: 'ids' }),
  'POST /api/v1/storages/bulk-update': fromCodec(BulkUpdateStoragesBody),
  'POST /api/storages': fromCodec(CreateStorageBody),
  'PATCH /api/storages/{id}': fromCodec(PatchStorageBody),
  'POST /api/v1/storages/{id}/check-in': fromCodec(CheckInStorageBody),
  'PATCH /api/storage-records/{id}': fromCodec(PatchStorageRecordBody),
  'POST /api/v1/requests/list': listBody(RequestsListQuery, {
    userIds: 'ids',
    partnerIds: 'ids',
    countryIds: 'ids',
    cityIds: 'ids',
    teamIds: 'ids',
    ids: 'ids',
    statuses: 'list',
    types: 'list',
  }),
  'POST /api/requests': fromCodec(CreateRequestBody),
  'PATCH /api/requests/{id}': fromCodec(PatchRequestBody),
  'POST /api/notify': fromCodec(NotifyRequestBody),
  'POST /api/v1/requests/tasks': fromCodec(RequestNoteTaskBody),
  'PATCH /api/request-lines/{id}': fromCodec(PatchRequestLineBody),
  'POST /api/v1/uploads/presigned-url': fromCodec(PresignUploadsBody),
  'POST /api/v1/uploads/confirmations': fromCodec(ConfirmUploadBody),
  'POST /api/v1/photos': fromCodec(AddStoragePhotoBody),
  'POST /api/photos': fromCodec(AddStoragePhotoBody),
  'POST /api/v1/revisions/delete': privateBody(t.type({ ids: t.array(t.number) })),
  'POST /api/comments': privateBody(
    t.intersection([
      t.type({ comment: t.string, model: t.string, documentId: t.number }),
      t.partial({ userId: t.union([t.number, t.null]) }),
    ]),
  ),
  'POST /api/model-views': privateBody(t.type({ model: t.string, documentId: t.number })),
  'POST /api/tasks': privateBody(t.intersection([t.type({ type: t.string }), TaskPatch])),
  'PATCH /api/tasks/{id}': fromCodec(TaskPatch),
  ...Object.assign({}, ...(Object.keys(CATALOGUE_RESOURCES) as CatalogueResourceName[]).map(catalogueBodies)),
};

/** The body of an action route (`.../actions/{action}`), by action; none for the actions that take none. */
export const actionBody = (action: string): BodySpec | undefined => {
  const codec = requestActionBodies[action];
  return codec ? privateBody(codec) : undefined;
};
