import type { ColumnType } from 'kysely';
import type {
  AffiliateCommissionLinksTable,
  AffiliateCommissionsTable,
  AnalyticsCustomersTable,
  AnalyticsCustomersUndoTable,
  AnalyticsDailyTable,
  AnalyticsDailyUndoTable,
  AnalyticsMonthlyTable,
  AnalyticsDailyTotalsTable,
  AnalyticsMembersTable,
  AnalyticsMembersUndoTable,
  AnalyticsPeriodsTable,
} from './analytics/analytics.tables.js';
import type {
  CitiesTable,
  CommunicationTemplatesTable,
  ConfigurationsTable,
  TermsConditionsTable,
  CountriesTable,
  EmailPlaceholdersTable,
  PartnersTable,
  TemplateCategoriesTable,
} from './catalogue/catalogue.tables.js';
import type {
  CommentNamesTable,
  CommentsTable,
  ModelViewsTable,
  RevisionCounterTable,
  RevisionCountsTable,
  RevisionStreamsTable,
  RevisionsTable,
} from './history/history.tables.js';
import type { CredentialsTable, TagsTable, UserRefsTable, UsersTable } from './customers/customers.tables.js';
import type { UserLogsTable } from './identity/identity.tables.js';
import type { AddressesTable, AddressRefsTable } from './customers/addresses.tables.js';
import type {
  OrderRefsTable,
  OrderRequestLinksTable,
  OrderSearchTable,
  OrdersTable,
  SurveyPhotosTable,
  SurveysTable,
} from './sales/sales.tables.js';
import type {
  BlockedSlotsTable,
  BoxesTable,
  LocationsTable,
  LocationStoragesTable,
  StorageTypesTable,
  RoomsTable,
  TeamsTable,
  WarehousesTable,
} from './operations/warehouses.tables.js';
import type {
  StorageCountsTable,
  StorageRecordsTable,
  StorageRefsTable,
  StoragesTable,
  StorageSearchTable,
  StorageTotalsTable,
  StorageTypeFirstsTable,
} from './operations/storages.tables.js';
import type { PhotosTable } from './operations/photos.tables.js';
import type {
  RequestCountsTable,
  RequestLinesTable,
  RequestRefsTable,
  RequestSearchTable,
  RequestsTable,
} from './operations/requests.tables.js';
import type {
  CommunicationRecordCountsTable,
  CommunicationRecordsTable,
  TaskLogsTable,
  TasksTable,
} from './notifications/notifications.tables.js';
import type {
  AccountingRefsTable,
  AccountingCountsTable,
  CardsTable,
  ChargesTable,
  DeletedChargesTable,
  InvoicesTable,
  PaymentsTable,
} from './accounting/accounting.tables.js';
import type { AccountingCommunicationsTable } from './accounting/accounting-communications.tables.js';
import type { LedgerEntriesTable, LedgerInvoicesTable, LedgerPaymentsTable } from './accounting/ledger.tables.js';
import type {
  CustomerStatMembersTable,
  CustomerStatGroupsTable,
  CustomerStatsTable,
  UsageRecordsTable,
  UserUsageDaysTable,
} from './accounting/customer-stats.tables.js';

/**
 * Where each projection has got to in the log of all events. `major`/`minor` are the two halves of a
 * GlobalPosition, stored as bigint. A plain select gives a JS number (the shared pg type parser maps int8 so),
 * which could round: read positions with readCheckpoints() (runner/checkpoint-store.ts), which selects them as
 * text and returns exact bigints.
 */
export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  major: ColumnType<string | number, string, string>;
  minor: ColumnType<string | number, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * A projection stopped on an event it could not apply (issue 11): the event, the error, and the end of the batch
 * it failed in (commands whose events lie in that batch answer "not caught up"; later ones do not wait for it).
 * One row per stopped projection; the runner deletes it when the projection gets past the event.
 */
export interface ProjectionFailuresTable {
  name: string;
  version: number;
  major: ColumnType<string | number, string, string>;
  minor: ColumnType<string | number, string, string>;
  event_id: string;
  stream_id: string;
  stream_version: number;
  event_type: string;
  error: string;
  batch_end_major: ColumnType<string | number, string, string>;
  batch_end_minor: ColumnType<string | number, string, string>;
  failed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Set by an admin's retry in another process than the projector: it resumes the projection at its next look. */
  retry_requested: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The tables the projector runner itself needs; the runner is typed against this slice only. */
export interface RunnerTables {
  'rm.projection_checkpoints': ProjectionCheckpointsTable;
  'rm.projection_failures': ProjectionFailuresTable;
}

/**
 * The kysely database type of the whole read-model schema (`rm`). Each bounded context adds its table
 * interfaces here, keyed by qualified name, and defines them next to its migrations in `projections/src/<context>/`:
 *
 *   import type { UsersTable } from './customers/customers.tables.js';
 *   ...
 *   'rm.users': UsersTable;
 */
export interface ReadModels extends RunnerTables {
  'rm.users': UsersTable;
  'rm.user_refs': UserRefsTable;
  'rm.credentials': CredentialsTable;
  'rm.user_logs': UserLogsTable;
  'rm.addresses': AddressesTable;
  'rm.address_refs': AddressRefsTable;
  'rm.country': CountriesTable;
  'rm.city': CitiesTable;
  'rm.partners': PartnersTable;
  'rm.orders': OrdersTable;
  'rm.order_refs': OrderRefsTable;
  'rm.order_request_links': OrderRequestLinksTable;
  'rm.order_search': OrderSearchTable;
  'rm.revisions': RevisionsTable;
  'rm.revision_streams': RevisionStreamsTable;
  'rm.revision_counter': RevisionCounterTable;
  'rm.revision_counts': RevisionCountsTable;
  'rm.comments': CommentsTable;
  'rm.comment_names': CommentNamesTable;
  'rm.model_views': ModelViewsTable;
  'rm.storages': StoragesTable;
  'rm.storage_records': StorageRecordsTable;
  'rm.storage_refs': StorageRefsTable;
  'rm.storage_totals': StorageTotalsTable;
  'rm.storage_counts': StorageCountsTable;
  'rm.storage_type_firsts': StorageTypeFirstsTable;
  'rm.storage_search': StorageSearchTable;
  'rm.warehouses': WarehousesTable;
  'rm.locations': LocationsTable;
  'rm.location_storages': LocationStoragesTable;
  'rm.teams': TeamsTable;
  'rm.rooms': RoomsTable;
  'rm.template_categories': TemplateCategoriesTable;
  'rm.configurations': ConfigurationsTable;
  'rm.terms_conditions': TermsConditionsTable;
  'rm.tags': TagsTable;
  'rm.email_placeholders': EmailPlaceholdersTable;
  'rm.communication_templates': CommunicationTemplatesTable;
  'rm.surveys': SurveysTable;
  'rm.survey_photos': SurveyPhotosTable;
  'rm.blocked_slots': BlockedSlotsTable;
  'rm.boxes': BoxesTable;
  'rm.storage_types': StorageTypesTable;
  'rm.photos': PhotosTable;
  'rm.requests': RequestsTable;
  'rm.request_lines': RequestLinesTable;
  'rm.request_refs': RequestRefsTable;
  'rm.request_counts': RequestCountsTable;
  'rm.request_search': RequestSearchTable;
  'rm.tasks': TasksTable;
  'rm.task_logs': TaskLogsTable;
  'rm.communication_records': CommunicationRecordsTable;
  'rm.communication_record_counts': CommunicationRecordCountsTable;
  'rm.charges': ChargesTable;
  'rm.deleted_charges': DeletedChargesTable;
  'rm.accounting_communications': AccountingCommunicationsTable;
  'rm.invoices': InvoicesTable;
  'rm.payments': PaymentsTable;
  'rm.cards': CardsTable;
  'rm.accounting_refs': AccountingRefsTable;
  'rm.accounting_counts': AccountingCountsTable;
  'rm.ledger_entries': LedgerEntriesTable;
  'rm.ledger_invoices': LedgerInvoicesTable;
  'rm.ledger_payments': LedgerPaymentsTable;
  'rm.customer_stats': CustomerStatsTable;
  'rm.customer_stat_groups': CustomerStatGroupsTable;
  'rm.customer_stat_members': CustomerStatMembersTable;
  'rm.analytics_daily': AnalyticsDailyTable;
  'rm.analytics_members': AnalyticsMembersTable;
  'rm.analytics_customers': AnalyticsCustomersTable;
  'rm.analytics_periods': AnalyticsPeriodsTable;
  'rm.analytics_daily_undo': AnalyticsDailyUndoTable;
  'rm.analytics_monthly': AnalyticsMonthlyTable;
  'rm.analytics_daily_totals': AnalyticsDailyTotalsTable;
  'rm.analytics_members_undo': AnalyticsMembersUndoTable;
  'rm.analytics_customers_undo': AnalyticsCustomersUndoTable;
  'rm.affiliate_commissions': AffiliateCommissionsTable;
  'rm.affiliate_commission_links': AffiliateCommissionLinksTable;
  'rm.usage_records': UsageRecordsTable;
  'rm.user_usage_days': UserUsageDaysTable;
}
