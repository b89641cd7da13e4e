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

  // Spec 3 §4, §5, §7, §8: the customer page's actions.
  'users.action.assign': 'Assign',
  'users.assign.title': 'Assign {name}',
  'users.assign.done': 'Successfully Assigned',
  'users.assign.failed': 'Error',
  'users.field.tags': 'Tags',
  'users.field.assignee': 'Assignee',
  'users.action.resetPassword': 'Reset password',
  'users.resetPassword.confirm': 'Send a password reset link to {email}?',
  'users.resetPassword.done': 'Password reset link sent',
  'users.resetPassword.failed': 'The password reset link could not be sent',
  'users.action.magicLink': 'Magic link',
  'users.magicLink.confirm': 'Send a sign-in link to {email}?',
  'users.magicLink.done': 'Magic link sent',
  'users.magicLink.failed': 'The magic link could not be sent',
  'users.action.impersonate': 'Impersonate',
} as const;
