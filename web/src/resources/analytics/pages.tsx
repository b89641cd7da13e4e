import { AnalyticsPage } from './AnalyticsPage';

/** The eight pages of spec 1 §2.9, one lazy module each by name (routes.ts). */
export const SalesAnalytics = () => <AnalyticsPage page="sales" />;
export const FinanceAnalytics = () => <AnalyticsPage page="finance" />;
export const StorageAnalytics = () => <AnalyticsPage page="storage" />;
export const OperationsAnalytics = () => <AnalyticsPage page="operations" />;
export const UsageAnalytics = () => <AnalyticsPage page="usage" />;
export const LeadAnalytics = () => <AnalyticsPage page="lead" />;
export const SurveyAnalytics = () => <AnalyticsPage page="survey" />;
export const WarehouseAnalytics = () => <AnalyticsPage page="warehouse" />;
