import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';

type Row = Record<string, unknown>;

/**
 * What a resource's rows carry beside their own table's columns, read from other read models for a whole page at
 * once (never a query a row), so its generic calls answer the same row as its list call. The owning context
 * gives its resource's (operations' storage-type rows).
 */
export type ResourceRows = (db: Kysely<ReadModels>, rows: readonly Row[]) => Promise<Row[]>;
