// The accounting screens' public surface: the tabs and actions other resources' screens embed (an order's charges
// and invoices, a storage's charges, a customer's billing actions). Shared pieces live in web/src/shared/accounting.
export { OrderChargesTab, OrderInvoicesTab } from './OrderAccountingTabs';
export { StorageChargesTab } from './StorageChargesTab';
export { payFromCreditAction } from './creditActions';
export { paymentLinkAction } from './gatewayActions';
export { billingActions } from './billingActions';
