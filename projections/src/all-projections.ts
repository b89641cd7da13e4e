import { catalogueMigrations } from './catalogue/catalogue.migrations.js';
import { resourceTablesProjection } from './core/resource-table.projection.js';
import { credentialsProjection } from './customers/credentials.projection.js';
import { customersMigrations } from './customers/customers.migrations.js';
import { usersProjection } from './customers/users.projection.js';
import { addressesMigrations } from './customers/addresses.migrations.js';
import { addressesProjection } from './customers/addresses.projection.js';
import { commentsProjection } from './history/comments.projection.js';
import { historyMigrations } from './history/history.migrations.js';
import { modelViewsProjection } from './history/model-views.projection.js';
import { revisionsProjection } from './history/revisions.projection.js';
import type { ReadModelMigrations } from './migrations/migration-set.js';
import type { ReadModels } from './read-models.js';
import type { Projection } from './core/projection.js';
import { ordersProjection } from './sales/orders.projection.js';
import { salesMigrations } from './sales/sales.migrations.js';
import { warehousesMigrations } from './operations/warehouses.migrations.js';
import { warehousesProjection } from './operations/warehouses.projection.js';
import { storagesMigrations } from './operations/storages.migrations.js';
import { storagesProjection } from './operations/storages.projection.js';
import { photosMigrations } from './operations/photos.migrations.js';
import { photosProjection } from './operations/photos.projection.js';
import { requestsMigrations } from './operations/requests.migrations.js';
import { requestsProjection } from './operations/requests.projection.js';
import { notificationsMigrations } from './notifications/notifications.migrations.js';
import { tasksProjection } from './notifications/tasks.projection.js';
import { communicationRecordsProjection } from './notifications/communication-records.projection.js';
import { accountingMigrations } from './accounting/accounting.migrations.js';
import { accountingProjection } from './accounting/accounting.projection.js';
import { ledgerProjection } from './accounting/ledger.projection.js';
import { accountingCommunicationsMigrations } from './accounting/accounting-communications.migrations.js';
import { accountingCommunicationsProjection } from './accounting/accounting-communications.projection.js';
import { customerStatsMigrations } from './accounting/customer-stats.migrations.js';
import { customerStatsProjection } from './accounting/customer-stats.projection.js';
import { userUsagesProjection } from './accounting/user-usages.projection.js';
import { identityMigrations } from './identity/identity.migrations.js';
import { userLogsProjection } from './identity/user-logs.projection.js';
import { analyticsMigrations } from './analytics/analytics.migrations.js';
import { analyticsProjection } from './analytics/analytics.projection.js';
import { affiliateCommissionsProjection } from './analytics/affiliate-commissions.projection.js';

/**
 * THE REGISTRY of read models: the projector, `npm run projections:rebuild` and the API's CheckpointWatcher run
 * exactly what is listed here. A bounded context joins by adding, in its own folder:
 *   - `<context>.migrations.ts` exporting a `ReadModelMigrations` ({ context: '<context>', migrations: {...} })
 *     → add it to allMigrations();
 *   - one `Projection<ReadModels>` per read model (name, version, handles, tables it owns, apply)
 *     → add it to allProjections();
 *   - its table interfaces in read-models.ts.
 * Order does not matter for correctness (each projection has its own checkpoint and tables), but keep it by
 * context so the list reads like ARCHITECTURE §2.
 */
export const allMigrations = (): ReadModelMigrations[] => [
  catalogueMigrations,
  customersMigrations,
  addressesMigrations,
  salesMigrations,
  historyMigrations,
  storagesMigrations,
  warehousesMigrations,
  photosMigrations,
  requestsMigrations,
  notificationsMigrations,
  accountingMigrations,
  accountingCommunicationsMigrations,
  customerStatsMigrations,
  identityMigrations,
  analyticsMigrations,
];

export const allProjections = (): Projection<ReadModels>[] => [
  resourceTablesProjection(),
  usersProjection,
  credentialsProjection,
  addressesProjection,
  ordersProjection,
  revisionsProjection,
  commentsProjection,
  modelViewsProjection,
  storagesProjection,
  warehousesProjection,
  photosProjection,
  requestsProjection,
  tasksProjection,
  communicationRecordsProjection,
  accountingProjection,
  accountingCommunicationsProjection,
  ledgerProjection,
  customerStatsProjection,
  userUsagesProjection,
  userLogsProjection,
  analyticsProjection,
  affiliateCommissionsProjection,
];
