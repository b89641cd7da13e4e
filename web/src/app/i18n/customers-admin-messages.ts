/** The partners' pages and the customer page's words (spec 3 §2 Partners and Users, §8; issue 34 §5, §8). */
export const CUSTOMERS_ADMIN_MESSAGES = {
  'partners.tab.invoices': 'Invoices',
  'partners.tab.commission': 'Commission',
  'partners.col.id': 'Id',
  'partners.col.paidAt': 'Paid At',
  'partners.col.serviceCategory': 'Service Category',
  'partners.col.target': 'Target',
  'partners.col.commission': 'Commission %',
  'partners.target': 'more than {cbm} CBM',
  'partners.noSlabs': 'No commission slabs',

  // Spec 3 §2, §8: the settings toggles of a partner and of a customer, and their notices.
  'settings.postpaid': 'Post-paid invoice',
  'settings.showCbm': 'Show CBM in Charge Description',
  'settings.postpaidUpdated': 'Postpaid invoice setting updated',
  'settings.showCbmUpdated': 'CBM in charge description setting updated',
  'settings.failed': 'Error: {message}',
  'settings.failedFallback': 'Failed to update setting',
} as const;
