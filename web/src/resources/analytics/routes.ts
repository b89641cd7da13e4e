import { lazy } from 'react';
import { ANALYTICS_PAGES, type AnalyticsPage } from '@console/contracts';
import { mayUse, type AppRoute } from '../../framework/routes';

const load = (page: AnalyticsPage) =>
  lazy(async () => {
    const pages = await import('./pages');
    const byPage = {
      sales: pages.SalesAnalytics,
      finance: pages.FinanceAnalytics,
      storage: pages.StorageAnalytics,
      operations: pages.OperationsAnalytics,
      usage: pages.UsageAnalytics,
      lead: pages.LeadAnalytics,
      survey: pages.SurveyAnalytics,
      warehouse: pages.WarehouseAnalytics,
    } as const;
    return { default: byPage[page] };
  });

/** /analytics/<page> (spec 1 §2.2, §2.9): for whoever may list analytics (admin, business). */
export const analyticsRoutes: AppRoute[] = ANALYTICS_PAGES.map((page) => ({
  path: `/analytics/${page}`,
  Component: load(page),
  allowed: (v) => mayUse(v, 'analytics', 'list'),
}));
