import type { CatalogueResourceName } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { storageTypeRows } from '../operations/warehouses/storage-type-rows.js';

type Row = Record<string, unknown>;

/**
 * What a resource's rows carry beside their own table's columns, read from other read models for a whole page at
 * once (never a query a row), so its generic calls answer the same row as its list call.
 */
export type CatalogueRows = (db: Kysely<ReadModels>, rows: readonly Row[]) => Promise<Row[]>;

const ROWS: Partial<Record<CatalogueResourceName, CatalogueRows>> = {
  'storage-types': storageTypeRows,
};

export const catalogueRows = (resource: CatalogueResourceName, db: Kysely<ReadModels>, rows: readonly Row[]): Promise<Row[]> =>
  ROWS[resource]?.(db, rows) ?? Promise.resolve([...rows]);
