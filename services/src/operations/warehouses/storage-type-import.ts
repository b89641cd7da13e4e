import {
  STORAGE_TYPE_RESOURCE,
  type ResourceState,
  Id,
  LONG_TEXT_MAX,
  Text,
  list,
  text,
  missingFieldsMessage,
  missingImportFields,
  storageTypeOfImportRow,
  validationError,
  type FieldError,
  type GlobalPosition,
  type StorageTypeImportRecord,
} from '@console/contracts';
import * as t from 'io-ts';
import { AggregateRepository, type Compensation, type Decided, type Handled } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { lastPosition } from '../../core/compensated-appends.js';
import { DomainException } from '../../core/domain.exception.js';
import { fieldErrors } from '../../core/http/decode.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { resourceDecider, resourceEventCodecs, type ResourceCommand } from '../../core/resources/resource.decider.js';

/** The file as the console's CSV parser (papaparse) read it: the header and one object per row. */
const Cell = text('CsvCell', LONG_TEXT_MAX);
/** The most rows of one file. */
export const STORAGE_TYPE_IMPORT_MAX_ROWS = 10_000;
export const StorageTypeImportBody = t.type({
  fields: list(Text, 100),
  rows: list(t.record(Text, t.union([Cell, t.undefined, t.null])), STORAGE_TYPE_IMPORT_MAX_ROWS),
});
export type StorageTypeImportBody = t.TypeOf<typeof StorageTypeImportBody>;

const spec = STORAGE_TYPE_RESOURCE;
/** A row's record as the storage types' create body decodes it: the same limits as POST /api/storage-types (issue 11). */
const ImportRecord = t.intersection([t.exact(t.partial(spec.fields.props)), t.partial({ id: Id })]);
const decider = resourceDecider(spec);
const codecs = resourceEventCodecs(spec);
/** Rows written at once: enough to be quick, few enough not to crowd the store. */
const IN_FLIGHT = 8;

export interface StorageTypeImportResult {
  readonly created: number;
  readonly updated: number;
  /** Of the last row written; undefined when the file changed nothing. */
  readonly position: GlobalPosition | undefined;
}

/** The storage type CSV import as a command (the file decoded by the controller). */
export class ImportStorageTypesCommand {
  constructor(
    readonly body: StorageTypeImportBody,
    readonly ctx: CommandContext,
  ) {}
}

/**
 * Spec 3 §5: a file without a required column is refused with 'Missing fields: {list}'; every row must pass the
 * storage type rules, or nothing is saved and each bad row is named (rows.<n>.<field>, n from 1). A row with
 * the id of an existing type updates it; others are created (inventory true, partner 1).
 */
export const importStorageTypes = async (
  infra: Infrastructure,
  body: StorageTypeImportBody,
  ctx: CommandContext,
): Promise<StorageTypeImportResult> => {
  const missing = missingImportFields(body.fields);
  if (missing.length > 0)
    throw new DomainException({ kind: 'validation', message: missingFieldsMessage(missing), errors: [] });
  const records: StorageTypeImportRecord[] = [];
  const errors: FieldError[] = [];
  body.rows.forEach((row, i) => {
    const r = storageTypeOfImportRow(
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k.trim(), v ?? undefined])),
    );
    const decoded = r.ok ? ImportRecord.decode(r.record) : undefined;
    if (decoded?._tag === 'Left')
      errors.push(...fieldErrors(decoded.left).map((e) => ({ path: `rows.${i + 1}.${e.path}`, message: e.message })));
    else if (r.ok) records.push(r.record);
    else errors.push(...r.errors.map((e) => ({ path: `rows.${i + 1}.${e.path}`, message: e.message })));
  });
  if (errors.length > 0) throw new DomainException(validationError(errors));
  const repository = new AggregateRepository(infra.store);
  // New rows take their ids in file order before the parallel writes, so the list's id order is the file's.
  const planned: { row: number; id: number; given: boolean; record: Omit<StorageTypeImportRecord, 'id'> }[] = [];
  for (const [i, { id: given, ...record }] of records.entries()) {
    if (given !== undefined) await infra.ids.atLeast(spec.category, given);
    planned.push({
      row: i + 1,
      id: given ?? (await infra.ids.next(spec.category)),
      given: given !== undefined,
      record,
    });
  }
  // Every row decided before the first append (a row with the id of an existing type updates it): all or nothing.
  const decided: Decided<ResourceState>[] = [];
  for (let i = 0; i < planned.length; i += IN_FLIGHT) {
    const chunk = planned.slice(i, i + IN_FLIGHT);
    const decisions = await Promise.all(
      chunk.map(({ row, id, given, record }) =>
        repository
          .decide({
            decider,
            codecs,
            id,
            command: (state: ResourceState): ResourceCommand =>
              given && state ? { type: 'Update', changes: record } : { type: 'Create', id, record },
            ctx,
            compensate: (handled) => undoImported(id, handled),
          })
          .catch((e: unknown) => {
            if (e instanceof DomainException && e.error.errors) {
              throw new DomainException({
                ...e.error,
                errors: e.error.errors.map((f) => ({ path: `rows.${row}.${f.path}`, message: f.message })),
              });
            }
            throw e;
          }),
      ),
    );
    decided.push(...decisions);
  }
  const results = (await repository.runAll(decided, IN_FLIGHT)) as Handled<ResourceState>[];
  const created = results.filter((r) => r.events.some((e) => e.type === `${spec.event}Created`)).length;
  const updated = results.filter((r) => r.events.some((e) => e.type === `${spec.event}Updated`)).length;
  return { created, updated, position: lastPosition(results) };
};

/** Undoes one imported row of a failed import: a created type is deleted, an updated one gets its old values. */
const undoImported = (id: number, handled: Handled<ResourceState>): Compensation | undefined => {
  const event = handled.events[0];
  if (!event) return undefined;
  const undo =
    event.type === `${spec.event}Created`
      ? { type: `${spec.event}Deleted`, data: { id } }
      : {
          type: `${spec.event}Updated`,
          data: {
            id,
            changes: Object.fromEntries(
              Object.keys((event.data as { changes: Record<string, unknown> }).changes).map((k) => [
                k,
                handled.previous?.record[k] ?? null,
              ]),
            ),
          },
        };
  return { command: 'UndoImportStorageType', events: [undo] };
};
