import {
  AddressesListQuery,
  ApproveRequestBody,
  AssignRequestBody,
  BoxesListQuery,
  BoxStatusBody,
  BulkUpdateStoragesBody,
  CancelRequestBody,
  RESOURCES,
  CheckInStorageBody,
  ConfirmUploadBody,
  AddStoragePhotoBody,
  CreateOrderBody,
  CreateRequestBody,
  CreateStorageBody,
  Id,
  IdFromString,
  jsonSchemaOf,
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
  ResolveDisputeBody,
  StorageRecordsListQuery,
  StoragesListQuery,
  StorageTypesListQuery,
  TaskPatch,
  UsersListQuery,
  WarehousesListQuery,
  type ResourceName,
  type JsonSchema,
} from '@console/contracts';
import * as t from 'io-ts';

/**
 * The body codec of each command and list route, by `<method> <OpenAPI path>`. The controllers decode their bodies
 * with these very codecs; the table only tells the API description which one, so /api/docs states the store-safe
 * limits (maxLength, minimum, maximum, maxItems) the fuzz suite generates values around (issue 11). Bodies decoded
 * by codecs that live with their controller are added by `createApp` (see `extra`).
 */
const BODIES: Readonly<Record<string, t.Decoder<unknown, unknown>>> = {
  'post /api/users': RegisterUserBody,
  'post /api/non-staff-users': RegisterUserBody,
  'post /api/customers': RegisterUserBody,
  'patch /api/users/{id}': PatchUserBody,
  'patch /api/non-staff-users/{id}': PatchUserBody,
  'patch /api/customers/{id}': PatchUserBody,
  'post /api/v1/users/list': UsersListQuery,
  'post /api/v1/addresses/list': AddressesListQuery,
  'post /api/leads': CreateOrderBody,
  'post /api/orders': CreateOrderBody,
  'patch /api/leads/{id}': PatchOrderBody,
  'patch /api/orders/{id}': PatchOrderBody,
  'post /api/v1/orders/list': OrdersListQuery,
  'post /api/v1/leads/list': OrdersListQuery,
  'post /api/requests': CreateRequestBody,
  'patch /api/requests/{id}': PatchRequestBody,
  'patch /api/request-lines/{id}': PatchRequestLineBody,
  'post /api/notify': NotifyRequestBody,
  'post /api/v1/requests/tasks': RequestNoteTaskBody,
  'post /api/v1/requests/list': RequestsListQuery,
  'post /api/storages': CreateStorageBody,
  'patch /api/storages/{id}': PatchStorageBody,
  'post /api/v1/storages/{id}/check-in': CheckInStorageBody,
  'post /api/v1/storages/bulk-update': BulkUpdateStoragesBody,
  'patch /api/storage-records/{id}': PatchStorageRecordBody,
  'post /api/v1/storages/list': StoragesListQuery,
  'post /api/v1/storages/records/list': StorageRecordsListQuery,
  'post /api/v1/warehouses/list': WarehousesListQuery,
  'post /api/v1/boxes/list': BoxesListQuery,
  'post /api/v1/storages/types/list': StorageTypesListQuery,
  'post /api/v1/uploads/presigned-url': PresignUploadsBody,
  'post /api/v1/uploads/confirmations': ConfirmUploadBody,
  'post /api/v1/photos': AddStoragePhotoBody,
  'post /api/photos': AddStoragePhotoBody,
  'patch /api/tasks/{id}': TaskPatch,
};

/** The action endpoints of requests: POST /api/v1/requests/{id}/actions/{action} decodes per action. */
const REQUEST_ACTION_BODY = t.union([
  ApproveRequestBody,
  CancelRequestBody,
  BoxStatusBody,
  ResolveDisputeBody,
  AssignRequestBody,
]);

/** The generic create and edit bodies of every simple resource (core/resources/resource.controller.ts decodes the same). */
const resourceBodies = (): Record<string, t.Decoder<unknown, unknown>> => {
  const out: Record<string, t.Decoder<unknown, unknown>> = {};
  for (const resource of Object.keys(RESOURCES) as ResourceName[]) {
    const props = RESOURCES[resource].fields.props as t.Props;
    out[`post /api/${resource}`] = t.intersection([t.partial(props), t.partial({ id: Id })]);
    out[`patch /api/${resource}/{id}`] = t.partial(props);
  }
  return out;
};

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: unknown;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const ID_SCHEMA: JsonSchema = IdFromString.schema;

/**
 * States the codecs' limits in the OpenAPI document: each listed route's request body is its codec's schema, and
 * every path id is an integer from 1 to 2147483647 (IdPipe). Returns the routes of the table missing from the
 * document, so a renamed route is noticed (tests assert none).
 */
export const applyCodecLimits = (
  document: { readonly paths: object },
  extra: Readonly<Record<string, t.Decoder<unknown, unknown>>> = {},
): string[] => {
  const doc = document as OpenApiDocument;
  const bodies = { ...resourceBodies(), ...BODIES, ...extra };
  const seen = new Set<string>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (typeof operation !== 'object' || operation === null || Array.isArray(operation)) continue;
      for (const p of operation.parameters ?? []) if (p.in === 'path' && p.name === 'id') p.schema = ID_SCHEMA;
      const key = `${method} ${path}`;
      const codec = key === 'post /api/v1/requests/{id}/actions/{action}' ? REQUEST_ACTION_BODY : bodies[key];
      if (codec === undefined) continue;
      seen.add(key);
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(codec) } } };
    }
  }
  return Object.keys(bodies).filter((k) => !seen.has(k));
};
