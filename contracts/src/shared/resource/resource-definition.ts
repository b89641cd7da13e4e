import * as t from 'io-ts';
import type { PermissionResource } from '../../identity/permissions.js';
import { jsonSchemaOf } from '../openapi-schema.js';
import type { JsonSchema } from '../store-safe.js';
import { isBlank, REQUIRED, type FieldError } from '../validation.js';

type Fields = Readonly<Record<string, unknown>>;

export type ResourceMode = 'create' | 'update';

/**
 * Which rows a partner user sees and changes (ARCHITECTURE §6): 'own' its partner's; 'ownAndDefault' also partner
 * 1's (the business's own storage types, spec 3 §9); 'self' the row that is its partner (the partners resource,
 * whose id is the partner). A resource without one is not partner scoped.
 */
export type ResourcePartnerScope = 'own' | 'ownAndDefault' | 'self';

/**
 * A simple resource (ARCHITECTURE §3): a record with fields, written by the one generic decider as
 * `<event>Created` (the record), `<event>Updated` (the changed fields) and `<event>Deleted`, read from its table.
 * Its definition is everything the server and the console know about it; it lives in the folder of the context
 * that owns the resource (docs/architecture.md, "add a simple resource"). This is the view the generic decider,
 * controller and projection take, whatever the fields' types.
 */
export interface AnyResourceDefinition {
  /**
   * The route `/api/<name>` and the permission resource: `<name>-list`, `-view`, `-create`, `-update` and `-remove`
   * guard its calls (identity/permissions.ts says which roles hold them).
   */
  readonly name: PermissionResource;
  /** Its read table, `rm.<table>`, columns named as the fields. */
  readonly table: string;
  /** Its stream category (`<category>-<id>`), id sequence and History model; never changes once released. */
  readonly category: string;
  /** Its event names' prefix; never changes once released (the store's history is kept). */
  readonly event: string;
  /** Every field of the record with its codec: the bodies' shape, the list filters and the API description. */
  readonly fields: { readonly props: t.Props };
  /** Fields that may not be blank (spec 1 §5 'Required'): all on create, the ones it changes on update. */
  readonly required: readonly string[];
  /** Values a create fills in when the body leaves them out (the spec's hidden defaults). */
  readonly defaults?: Fields;
  /** What a create or edit derives before the rules run (storage types: sizes from the dimensions). */
  readonly complete?: (record: Fields) => Fields;
  /** The resource's own rules, with the spec's messages, on the record as it will stand (an update sees its id). */
  readonly validate?: (record: Fields, mode: ResourceMode) => readonly FieldError[];
  readonly partnerScope?: ResourcePartnerScope;
  /** Its table is written by a projection of its own (with figures from other streams), not the generic one. */
  readonly ownProjection?: boolean;
  /**
   * Fields no two live records share (a tag's name), each held by a reservation stream
   * `<category>-<field>-<key>` appended expecting no stream, so it holds under concurrent creates (ARCHITECTURE §3).
   */
  readonly unique?: readonly ResourceUnique[];
}

/** A field whose values are unique among a resource's live records, and the message refusing a taken one. */
export interface ResourceUnique {
  readonly field: string;
  readonly message: string;
  /** Unique among the records of one value of this field only (a configuration's key within its country). */
  readonly scope?: string;
}

/** The key a unique value is reserved under: the same text in another case or with outer spaces is taken. */
export const uniqueValueKey = (value: unknown, scope?: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? `${scope === undefined ? '' : `${JSON.stringify(scope)}:`}${value.trim().toLowerCase()}`
    : null;

/** The reservation stream's category of a resource's unique field (`tag-name`). */
export const uniqueReservationCategory = (d: Pick<AnyResourceDefinition, 'category'>, field: string): string =>
  `${d.category}-${field}`;

/** A definition as its resource's file declares it: the literal name and the field codecs' types stay known. */
export interface ResourceDefinition<N extends PermissionResource, P extends t.Props> extends AnyResourceDefinition {
  readonly name: N;
  readonly fields: t.TypeC<P>;
  readonly required: readonly (keyof P & string)[];
  readonly defaults?: { readonly [K in keyof P]?: unknown };
}

/** Declares a simple resource; the literal name and field types stay known to its callers (row types, forms). */
export const defineResource = <const N extends PermissionResource, P extends t.Props>(
  definition: ResourceDefinition<N, P>,
): ResourceDefinition<N, P> => definition;

/** A record of a resource as its codec types it. */
export type ResourceRecordOf<D extends { readonly fields: t.Any }> = t.TypeOf<D['fields']>;

export const resourceEventTypes = (d: Pick<AnyResourceDefinition, 'event'>) =>
  ({ created: `${d.event}Created`, updated: `${d.event}Updated`, deleted: `${d.event}Deleted` }) as const;

export const resourceDefaults = (d: Pick<AnyResourceDefinition, 'defaults'>): Fields => d.defaults ?? {};

/** What a create or an edit fills in before its rules run. */
export const resourceComplete = (d: Pick<AnyResourceDefinition, 'complete'>, record: Fields): Fields =>
  d.complete ? d.complete(record) : record;

/**
 * The one rule every resource has (spec 1 §5 generic message 'Required'): a required field may not be blank. On
 * create every required field is checked; on an update only the required fields it changes.
 */
export const missingRequired = (required: readonly string[], body: Fields, mode: ResourceMode): FieldError[] =>
  required
    .filter((k) => (mode === 'create' || k in body) && isBlank(body[k]))
    .map((path) => ({ path, message: REQUIRED }));

export const resourceRequiredErrors = (
  d: Pick<AnyResourceDefinition, 'required'>,
  body: Fields,
  mode: ResourceMode,
): FieldError[] => missingRequired(d.required, body, mode);

/** A resource's own rules beyond 'required' (the generic decider and the forms ask them). */
export const resourceValidate = (
  d: Pick<AnyResourceDefinition, 'validate'>,
  record: Fields,
  mode: ResourceMode,
): FieldError[] => (d.validate ? [...d.validate(record, mode)] : []);

/** Whether a form marks a field required. */
export const isResourceFieldRequired = (d: Pick<AnyResourceDefinition, 'required'>, field: string): boolean =>
  d.required.includes(field);

/**
 * The list filters of a resource, from its fields' codecs: every field that holds one value (a list column such as
 * `users` or `countryIds` compares with no single value), with the JSON-schema that says how its filter values read.
 */
export const resourceListFilters = (d: Pick<AnyResourceDefinition, 'fields'>): Readonly<Record<string, JsonSchema>> => {
  const out: Record<string, JsonSchema> = {};
  for (const [name, codec] of Object.entries(d.fields.props)) {
    const schema = jsonSchemaOf(codec);
    if (schema['type'] !== 'array' && schema['type'] !== 'object') out[name] = schema;
  }
  return out;
};

/**
 * The fields of a resource that are objects of texts (a survey's answers): a list filters them by a key's text
 * (`surveyDataResponse[exitReason]=3`).
 */
export const resourceKeyedFilters = (d: Pick<AnyResourceDefinition, 'fields'>): readonly string[] =>
  Object.entries(d.fields.props)
    .filter(([, codec]) => {
      const schema = jsonSchemaOf(codec);
      const values = schema['additionalProperties'];
      return (
        schema['type'] === 'object' &&
        typeof values === 'object' &&
        values !== null &&
        (values as JsonSchema)['type'] === 'string'
      );
    })
    .map(([name]) => name);

/** The fields a list's free-text search `q` looks in: every text (and day) field. */
export const resourceSearchFields = (d: Pick<AnyResourceDefinition, 'fields'>): readonly string[] =>
  Object.entries(d.fields.props)
    .filter(([, codec]) => jsonSchemaOf(codec)['type'] === 'string')
    .map(([name]) => name);
