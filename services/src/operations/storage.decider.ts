import {
  applyStorageType,
  canEditStorage,
  conflict,
  evolveStorage,
  forbidden,
  isValidStorageParent,
  normaliseStorageCode,
  notFound,
  openStorageRecord,
  STORAGE_ALREADY_IN,
  STORAGE_IN_OTHER_WAREHOUSE,
  STORAGE_LOCATION_NOT_FOUND,
  STORAGE_NO_STATUS_BEFORE,
  STORAGE_OVERRIDE_ADMIN_ONLY,
  checkStorageAction,
  locationRefusals,
  storageStatusAfter,
  STORAGE_CATEGORY,
  STORAGE_EDIT_REFUSED,
  STORAGE_NOT_IN,
  STORAGE_PARENT_INVALID,
  STORAGE_RECORD_NOT_FOUND,
  storageRecordQtyErrors,
  validateStorageFields,
  validationError,
  type Decider,
  type DomainError,
  type FieldError,
  type StorageCommand,
  type StorageDocument,
  type StorageEvent,
  type StorageFields,
  type StorageState,
  type StorageTypeFacts,
} from '@console/contracts';

/** Who acts: admin may edit a storage in any status (spec 2 §6). */
export interface StorageActor {
  readonly userId: number | null;
  readonly isAdmin: boolean;
}

/** Facts of other aggregates, read by the handler from their streams. */
export interface StorageFacts {
  /** The storage type the fields name (undefined when they name none). null: no such type. */
  readonly storageType?: StorageTypeFacts | null;
  /** The parent the fields name (undefined when they name none). null: no such storage. */
  readonly parent?: Pick<StorageDocument, 'id' | 'userId' | 'isPart'> | null;
}

export interface StorageDecision {
  readonly type: StorageCommand['type'];
  readonly command: StorageCommand;
  readonly actor: StorageActor;
  readonly facts?: StorageFacts;
}

export const SYSTEM_STORAGE_ACTOR: StorageActor = Object.freeze({ userId: null, isAdmin: true });
export const STORAGE_NOT_FOUND = 'No record found for id';
export const storageTypeNotFound = (id: number): string => `No storage type found for id '${id}'`;

const FIELD_KEYS = [
  'code',
  'serial',
  'name',
  'description',
  'userId',
  'orderId',
  'partnerId',
  'countryId',
  'roomId',
  'roomName',
  'storagetypeId',
  'isPart',
  'parentId',
  'customerPacked',
  'damage',
  'size',
  'sizeEntered',
  'consumedSize',
  'length',
  'height',
  'width',
  'qty',
  'storedQty',
  'from',
  'to',
  'rent',
  'currency',
  'status',
  'affiliateUserId',
  'isFromRequest',
] as const satisfies readonly (keyof StorageFields)[];

const fieldsOf = (s: StorageDocument): StorageFields => Object.fromEntries(FIELD_KEYS.map((k) => [k, s[k]]));

/** The type's facts into the fields, or the refusal when the type named does not exist. */
const withType = (fields: StorageFields, facts: StorageFacts | undefined): StorageFields | FieldError => {
  if (fields.storagetypeId === undefined || fields.storagetypeId === null) return fields;
  if (facts?.storageType === null) return { path: 'storagetypeId', message: storageTypeNotFound(fields.storagetypeId) };
  return applyStorageType(fields, facts?.storageType);
};

const parentError = (
  fields: StorageFields & { id?: number },
  facts: StorageFacts | undefined,
): FieldError | undefined => {
  if (fields.isPart !== true || fields.parentId === undefined || fields.parentId === null) return undefined;
  const ok = isValidStorageParent(
    { ...(fields.id !== undefined ? { id: fields.id } : {}), userId: fields.userId ?? null },
    facts?.parent ?? null,
  );
  return ok ? undefined : { path: 'parentId', message: STORAGE_PARENT_INVALID };
};

const isFieldError = (x: unknown): x is FieldError =>
  typeof x === 'object' && x !== null && 'path' in x && 'message' in x;

const create = (
  c: Extract<StorageCommand, { type: 'CreateStorage' }>,
  state: StorageState,
  facts: StorageFacts | undefined,
  now: Date,
) => {
  if (state !== null) return conflict(`Storage "${c.id}" already exists`);
  const typed = withType(normaliseStorageCode({ code: null, ...c.fields }), facts);
  if (isFieldError(typed)) return validationError([typed]);
  const errors = validateStorageFields(typed, true);
  const parent = parentError({ ...typed, id: c.id }, facts);
  if (parent) errors.push(parent);
  if (errors.length > 0) return validationError(errors);
  const fields: StorageFields = { partnerId: 1, status: 'new', isPart: false, ...typed };
  if (fields.isPart !== true) fields.parentId = null;
  return [{ type: 'StorageCreated' as const, data: { id: c.id, createdAt: now.toISOString(), fields } }];
};

const update = (
  changes: StorageFields,
  state: StorageDocument,
  actor: StorageActor,
  facts: StorageFacts | undefined,
) => {
  if (!canEditStorage(state, actor.isAdmin)) return forbidden(STORAGE_EDIT_REFUSED);
  const current = fieldsOf(state);
  const asked = 'code' in changes ? normaliseStorageCode(changes) : changes;
  const merged = withType({ ...current, ...asked }, facts);
  if (isFieldError(merged)) return validationError([merged]);
  // Only the fields the body sent, and those the inventory type fills, are checked: older values stand.
  const touched = new Set<string>([
    ...Object.keys(asked),
    ...(facts?.storageType?.inventory ? ['size', 'length', 'height', 'width'] : []),
  ]);
  const errors = validateStorageFields(
    Object.fromEntries(
      Object.entries(merged).filter(([k]) => touched.has(k) || k === 'isPart' || k === 'storagetypeId'),
    ),
    false,
  );
  if ('parentId' in asked || 'isPart' in asked || 'userId' in asked) {
    const parent = parentError({ ...merged, id: state.id }, facts);
    if (parent) errors.push(parent);
  }
  if (errors.length > 0) return validationError(errors);
  const next: StorageFields = { ...merged };
  if (next.isPart !== true) next.parentId = null;
  const changed = Object.fromEntries(
    Object.entries(next).filter(([k, v]) => v !== undefined && (current as Record<string, unknown>)[k] !== v),
  ) as StorageFields;
  if (Object.keys(changed).length === 0) return [];
  return [{ type: 'StorageUpdated' as const, data: { id: state.id, changes: changed } }];
};

type CheckIn = Extract<StorageCommand, { type: 'CheckInStorage' }>;

/** The size a storage takes in a location (CBM): its size, else its actual size. */
export const storageVolume = (s: StorageDocument): number => s.size ?? s.sizeEntered ?? 0;

/**
 * Check-in (issue 14): without a location the storage is in at the warehouse's IN (status in); with one it is
 * stored there, after the location's room and country are checked (an admin may override; the event names what was
 * overridden). A storage already in moves to the location (same warehouse only).
 */
const checkIn = (
  c: CheckIn,
  state: StorageDocument,
  actor: StorageActor,
  at: string,
): readonly StorageEvent[] | DomainError => {
  const open = openStorageRecord(state);
  if (c.locationId === null) {
    if (open) return conflict(STORAGE_ALREADY_IN);
    const refused = checkStorageAction('checkIn', state.status);
    if (refused) return refused;
    return [checkedIn(c, state, actor, at)];
  }
  if (!c.room || c.room.locationId !== c.locationId) return notFound(`${STORAGE_LOCATION_NOT_FOUND} '${c.locationId}'`);
  if (open && open.warehouseId !== c.warehouseId) return conflict(STORAGE_IN_OTHER_WAREHOUSE);
  if (open && open.locationId === c.locationId) return conflict(STORAGE_ALREADY_IN);
  const refused = checkStorageAction('store', state.status);
  if (refused) return refused;
  const refusals = locationRefusals(c.room, { id: state.id, size: storageVolume(state), countryId: state.countryId });
  if (refusals.length > 0 && c.override !== true)
    return validationError(refusals.map((message) => ({ path: 'locationId', message })));
  if (refusals.length > 0 && !actor.isAdmin) return forbidden(STORAGE_OVERRIDE_ADMIN_ONLY);
  const first = open ? [] : [checkedIn(c, state, actor, at)];
  const located: StorageEvent = {
    type: 'StorageLocated',
    data: {
      storageId: state.id,
      recordId: open?.id ?? c.recordId,
      warehouseId: c.warehouseId,
      locationId: c.locationId,
      previousLocationId: open?.locationId ?? null,
      size: storageVolume(state),
      at,
      byId: actor.userId,
      overridden: c.override === true ? refusals : [],
    },
  };
  return [...first, located];
};

/** Checked in at the warehouse's IN (no location yet). */
const checkedIn = (c: CheckIn, state: StorageDocument, actor: StorageActor, at: string): StorageEvent => ({
  type: 'StorageCheckedIn',
  data: {
    recordId: c.recordId,
    storageId: state.id,
    orderId: c.orderId ?? state.orderId,
    userId: state.userId,
    countryId: c.countryId ?? state.countryId,
    partnerId: state.partnerId,
    warehouseId: c.warehouseId,
    locationId: null,
    qty: state.qty ?? 1,
    size: storageVolume(state),
    at,
    byId: actor.userId,
  },
});

/**
 * The storage aggregate (stream `storage-<id>`): create, edit (admin, or while new), check in and out as storage
 * records, and the bulk update of from, to and status. Pure: facts of other streams come in the decision.
 */
export const storageDecider: Decider<StorageDecision, StorageEvent, StorageState> = {
  category: STORAGE_CATEGORY,
  initialState: null,
  evolve: evolveStorage,
  decide(d, state, now): readonly StorageEvent[] | DomainError {
    const c = d.command;
    if (c.type === 'CreateStorage') return create(c, state, d.facts, now);
    if (state === null) return notFound(STORAGE_NOT_FOUND);
    const at = now.toISOString();
    switch (c.type) {
      case 'UpdateStorage':
        return update(c.changes, state, d.actor, d.facts);
      case 'CheckInStorage':
        return checkIn(c, state, d.actor, at);
      case 'CheckOutStorage': {
        const open = openStorageRecord(state);
        if (!open) return conflict(STORAGE_NOT_IN);
        const refused = checkStorageAction('checkOut', state.status);
        if (refused) return refused;
        return [
          {
            type: 'StorageCheckedOut',
            data: {
              recordId: open.id,
              storageId: state.id,
              warehouseId: open.warehouseId,
              locationId: open.locationId,
              size: state.size ?? 0,
              at,
              byId: d.actor.userId,
            },
          },
        ];
      }
      case 'MoveStorage': {
        const refused = checkStorageAction(c.action, state.status);
        if (refused) return refused;
        const to = storageStatusAfter(c.action, c.before);
        if (to === undefined) return conflict(STORAGE_NO_STATUS_BEFORE);
        if (to === state.status) return [];
        return [
          {
            type: 'StorageStatusMoved',
            data: { id: state.id, action: c.action, from: state.status, to, requestId: c.requestId },
          },
        ];
      }
      case 'BulkUpdateStorage': {
        const changes = Object.fromEntries(
          Object.entries(c.changes).filter(
            ([k, v]) => v !== undefined && (state as unknown as Record<string, unknown>)[k] !== v,
          ),
        );
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'StorageBulkUpdated', data: { id: state.id, changes } }];
      }
      case 'ChangeStorageRecordQty': {
        const record = state.records.find((r) => r.id === c.recordId);
        if (!record) return notFound(`${STORAGE_RECORD_NOT_FOUND} '${c.recordId}'`);
        const qtyErrors = storageRecordQtyErrors(c.qty);
        if (qtyErrors.length > 0) return validationError(qtyErrors);
        if (record.qty === c.qty) return [];
        return [{ type: 'StorageRecordQtyChanged', data: { id: state.id, recordId: c.recordId, qty: c.qty } }];
      }
    }
  },
};
