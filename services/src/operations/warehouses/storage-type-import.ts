import {
  CATALOGUE_RESOURCES,
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
  type StorageTypeImportRecord,
} from '@console/contracts';
import type { Response } from 'express';
import * as t from 'io-ts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import type { CommandContext } from '../../core/command-context.js';
import { DomainException } from '../../core/domain.exception.js';
import { fieldErrors } from '../../core/http/decode.js';
import { awaitReadModels } from '../../core/http/read-your-writes.js';
import type { Infrastructure } from '../../core/infrastructure.js';
import { catalogueDecider, catalogueEventCodecs } from '../../catalogue/catalogue.decider.js';

/** The file as the console's CSV parser (papaparse) read it: the header and one object per row. */
const Cell = text('CsvCell', LONG_TEXT_MAX);
/** The most rows of one file. */
export const STORAGE_TYPE_IMPORT_MAX_ROWS = 10_000;
export const StorageTypeImportBody = t.type({
  fields: list(Text, 100),
  rows: list(t.record(Text, t.union([Cell, t.undefined, t.null])), STORAGE_TYPE_IMPORT_MAX_ROWS),
});
export type StorageTypeImportBody = t.TypeOf<typeof StorageTypeImportBody>;

const spec = CATALOGUE_RESOURCES['storage-types'];
/** A row's record as the storage types' create body decodes it: the same limits as POST /api/storage-types (issue 11). */
const ImportRecord = t.intersection([t.exact(t.partial(spec.fields.props)), t.partial({ id: Id })]);
const decider = catalogueDecider(spec);
const codecs = catalogueEventCodecs(spec);
/** Rows written at once: enough to be quick, few enough not to crowd the store. */
const IN_FLIGHT = 8;

/**
 * Spec 3 §5: a file without a required column is refused with 'Missing fields: {list}'; every row must pass the
 * storage type rules, or nothing is saved and each bad row is named (rows.<n>.<field>, n from 1). A row with
 * the id of an existing type updates it; others are created (inventory true, partner 1).
 */
export const importStorageTypes = async (
  infra: Infrastructure,
  body: StorageTypeImportBody,
  ctx: CommandContext,
  res: Response,
): Promise<{ created: number; updated: number }> => {
  const missing = missingImportFields(body.fields);
  if (missing.length > 0) throw new DomainException({ kind: 'validation', message: missingFieldsMessage(missing), errors: [] });
  const records: StorageTypeImportRecord[] = [];
  const errors: FieldError[] = [];
  body.rows.forEach((row, i) => {
    const r = storageTypeOfImportRow(Object.fromEntries(Object.entries(row).map(([k, v]) => [k.trim(), v ?? undefined])));
    const decoded = r.ok ? ImportRecord.decode(r.record) : undefined;
    if (decoded?._tag === 'Left') errors.push(...fieldErrors(decoded.left).map((e) => ({ path: `rows.${i + 1}.${e.path}`, message: e.message })));
    else if (r.ok) records.push(r.record);
    else errors.push(...r.errors.map((e) => ({ path: `rows.${i + 1}.${e.path}`, message: e.message })));
  });
  if (errors.length > 0) throw new DomainException(validationError(errors));
  const repository = new AggregateRepository(infra.store);
  let created = 0;
  let updated = 0;
  let last: Awaited<ReturnType<typeof repository.handle>>['position'];
  // New rows take their ids in file order before the parallel writes, so the list's id order is the file's.
  const planned: { given: number | undefined; id: number; record: Omit<StorageTypeImportRecord, 'id'> }[] = [];
  for (const { id: given, ...record } of records) planned.push({ given, id: given ?? (await infra.ids.next(spec.category)), record });
  const save = async ({ given, id, record }: (typeof planned)[number]) => {
    if (given !== undefined) {
      await infra.ids.atLeast(spec.category, given);
      const current = await repository.handle(decider, codecs, given, { type: 'Update', changes: record }, ctx).catch((e: unknown) => {
        if (e instanceof DomainException && e.error.kind === 'not_found') return undefined;
        throw e;
      });
      if (current) {
        updated += 1;
        last = current.position ?? last;
        return;
      }
    }
    const r = await repository.handle(decider, codecs, id, { type: 'Create', id, record }, ctx);
    created += 1;
    last = r.position ?? last;
  };
  for (let i = 0; i < records.length; i += IN_FLIGHT) await Promise.all(planned.slice(i, i + IN_FLIGHT).map(save));
  if (last) await awaitReadModels(infra.readModels, last, res);
  return { created, updated };
};
