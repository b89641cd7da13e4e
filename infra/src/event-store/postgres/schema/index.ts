import { appendBatchFunctionSql } from '../append-batch-function.js';
import { appendEventsFunctionSql } from './append-events-function.js';
import { esSchemaSql } from './es-schema.js';
import { eventsCategoryStreamsIndexSql } from './events-category-index.js';
import { eventsNoParallelSql } from './events-no-parallel.js';
import { eventsPositionIndexSql } from './events-position-index.js';
import { eventsTableSql } from './events-table.js';
import { dropStreamsTableSql } from './streams-table.js';

/** The `es` schema, in the order it is created; every statement is idempotent, so migrating again is a no-op. */
export const eventStoreSchemaSql: readonly string[] = [
  esSchemaSql,
  eventsTableSql,
  eventsPositionIndexSql,
  eventsCategoryStreamsIndexSql,
  eventsNoParallelSql,
  appendEventsFunctionSql,
  appendBatchFunctionSql,
  dropStreamsTableSql,
];
