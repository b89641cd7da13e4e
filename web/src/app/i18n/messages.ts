/**
 * The English message catalogue (ARCHITECTURE §7): every text of the spec a user sees, by key, so an Arabic
 * catalogue can follow. Texts that are rules of the domain (validation messages, status-action notices, the
 * existing e-mail notice) come from `@console/contracts` and are not repeated here.
 */
export const en = {
  'app.title': 'OMS Console',
  'app.envLabel': 'Staging',

  'auth.signIn': 'Sign in',
  'auth.signingIn': 'Signing in…',
  'auth.username': 'Username',
  'auth.password': 'Password',
  'auth.signOut': 'Logout',
  'auth.signInError': 'Authentication failed, please retry',
  'auth.sessionExpired': 'Your session has ended, please sign in again',

  'menu.myProfile': 'My profile',
  'menu.copySalesLink': 'Copy sales link',
  'menu.salesLinkCopied': 'Sales link copied to Clipboard',
  'menu.salesLinkCopyFailed': 'The sales link could not be copied',
  'menu.toggleSidebar': 'Open or close the menu',
  'theme.dark': 'Dark theme',
  'theme.light': 'Light theme',

  'group.dashboard': 'Dashboard',
  'group.sales': 'Sales',
  'group.customers': 'Customers',
  'group.operations': 'Operations',
  'group.accounting': 'Accounting',
  'group.marketing': 'Marketing',
  'group.analytics': 'Analytics',
  'group.admin': 'Admin',

  'dashboard.welcome': 'Welcome, {name}',
  'dashboard.roles': 'Your roles',
  'dashboard.country': 'Country',
  'dashboard.shortcuts': 'Shortcuts',

  'list.columns': 'Columns',
  'list.selectAll': 'Select All',
  'list.deselectAll': 'Deselect All',
  'list.export': 'Export',
  'list.exporting': 'Exporting…',
  'list.create': 'Create',
  'list.filters': 'Filters',
  'list.clearFilters': 'Clear filters',
  'list.search': 'Search',
  'list.noResults': 'No results found',
  'list.rowsPerPage': 'Rows per page',
  'list.show': 'Show',
  'list.serial': '#',
  'list.dragToReorder': 'Drag to reorder',
  'list.any': 'Any',
  'list.matchAny': 'Match any',
  'list.matchAll': 'Match all',
  'list.from': '{label} from',
  'list.to': '{label} to',
  'list.typeMore': 'Type at least {count} characters',

  'record.edit': 'Edit',
  'record.show': 'Show',
  'record.back': 'Back',
  'record.save': 'Save',
  'record.saving': 'Saving…',
  'record.cancel': 'Cancel',
  'record.confirm': 'Confirm',
  'record.notFound': 'Not found',
  'record.empty': '—',
  'record.confirmAction': '{action} {title}?',

  'notification.created': 'Element created',
  'notification.updated': 'Element updated',
  'notification.updateError': 'Could not save the changes',
  'notification.httpError': 'HTTP error! status: {status}',
  'notification.loadError': 'Could not load the data',
  'notification.forbidden': 'You are not allowed to do this',
  'notification.invalidForm': 'The form is not valid. Please check for errors',

  'page.notFound': 'Page not found',
  'page.notFoundText': 'Either you typed a wrong address, or you followed a bad link.',
  'page.home': 'Go to the dashboard',

  'profile.title': 'Account Settings',
} as const;

export type MessageKey = keyof typeof en;

/** The text of a key with its `{placeholders}` filled in. */
export const t = (key: MessageKey, params: Readonly<Record<string, string | number>> = {}): string =>
  en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
