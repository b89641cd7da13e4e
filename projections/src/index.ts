export * from './read-models.js';
export * from './all-projections.js';
export * from './migrations/migration-set.js';
export * from './migrations/read-model-migrations.js';
export * from './core/projection.js';
export * from './runner/projector.js';
export { SharedReader } from './runner/shared-reader.js';
export {
  CheckpointMovedError,
  ProjectionVersionConflictError,
  type CommittedBatch,
  type ProjectionFailure,
  type WorkerState,
} from './runner/projection-worker.js';
export * from './runner/position-waiters.js';
export { readFailures, requestRetry, type StoppedProjection } from './runner/projection-failures.js';
export * from './runner/checkpoint-watcher.js';
export {
  readCheckpoint,
  readCheckpoints,
  resetProjection,
  runnerView,
  type Checkpoint,
} from './runner/checkpoint-store.js';
export * from './runner/rebuild.js';
export * from './runner/runner.migrations.js';
export * from './customers/customers.tables.js';
export * from './customers/customers.migrations.js';
export * from './customers/users.projection.js';
export * from './customers/credentials.projection.js';
export * from './customers/addresses.tables.js';
export * from './customers/addresses.migrations.js';
export * from './customers/addresses.projection.js';
export * from './catalogue/catalogue.tables.js';
export * from './catalogue/catalogue.migrations.js';
export * from './core/resource-table.projection.js';
export * from './sales/sales.tables.js';
export * from './sales/sales.migrations.js';
export * from './sales/orders.projection.js';
export * from './history/history.tables.js';
export * from './history/history.migrations.js';
export * from './history/revisions.projection.js';
export * from './history/comments.projection.js';
export * from './history/model-views.projection.js';
export * from './operations/storages.tables.js';
export * from './operations/storages.migrations.js';
export * from './operations/storages.projection.js';
export * from './operations/warehouses.tables.js';
export * from './operations/warehouses.migrations.js';
export * from './operations/warehouses.projection.js';
export * from './operations/requests.tables.js';
export * from './accounting/accounting.tables.js';
export * from './accounting/accounting.migrations.js';
export * from './accounting/accounting.projection.js';
export * from './accounting/accounting-communications.tables.js';
export * from './accounting/accounting-communications.migrations.js';
export * from './accounting/accounting-communications.projection.js';
export * from './accounting/ledger.tables.js';
export * from './accounting/ledger.projection.js';
export * from './accounting/ledger-credit.sql.js';
export * from './accounting/customer-stats.tables.js';
export * from './accounting/customer-stats.projection.js';
export * from './accounting/user-usages.projection.js';
export * from './analytics/analytics.tables.js';
export * from './analytics/analytics-facts.js';
export * from './analytics/analytics.projection.js';
export * from './analytics/analytics-as-of.js';
export * from './analytics/affiliate-commissions.projection.js';
export * from './analytics/affiliate-commissions.state.js';
