import { lazy } from 'react';
import { resourceRoutes, type AppRoute } from '../../framework/routes';

/**
 * The Accounting menu's screens (spec 1 §2.1: admin, accounts-staff, staff): charges, invoices and payments (list,
 * create, edit) and cards (list with set default, show), each guarded by its `<resource>-<action>` permission.
 */
export const accountingRoutes: AppRoute[] = [
  ...resourceRoutes('charges', 'charges', {
    list: lazy(() => import('./ChargeList')),
    show: lazy(() => import('./ChargeShow')),
    create: lazy(() => import('./ChargeCreate')),
    edit: lazy(() => import('./ChargeEdit')),
  }),
  ...resourceRoutes('invoices', 'invoices', {
    list: lazy(() => import('./InvoiceList')),
    show: lazy(() => import('./InvoiceShow')),
    create: lazy(() => import('./InvoiceCreate')),
    edit: lazy(() => import('./InvoiceEdit')),
  }),
  ...resourceRoutes('payments', 'payments', {
    list: lazy(() => import('./PaymentList')),
    show: lazy(() => import('./PaymentShow')),
    create: lazy(() => import('./PaymentCreate')),
    edit: lazy(() => import('./PaymentEdit')),
  }),
  ...resourceRoutes('cards', 'cards', {
    list: lazy(() => import('./CardList')),
    show: lazy(() => import('./CardShow')),
  }),
];
