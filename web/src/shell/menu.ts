import type { MessageKey } from '../app/i18n/messages';
import type { Viewer } from '../framework/types';

export interface MenuLink {
  readonly label: MessageKey;
  /** The route the link opens (matched against the registered routes). */
  readonly path: string;
  /** Preset query of the link (e.g. Pending Requests). */
  readonly search?: string;
  readonly icon?: string;
}

export interface MenuGroup {
  readonly id: string;
  readonly label: MessageKey;
  /** Roles that see the group; 'all': everyone. */
  readonly roles: 'all' | readonly string[];
  readonly links: readonly MenuLink[];
}

const filter = (f: Record<string, unknown>) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

/**
 * The sidebar of spec 1 §2.1, exactly: groups, the roles that see them, their links. A link shows only when its
 * route is registered (resources/registry.ts) and allowed for the user; a group with no link left is not shown.
 */
export const MENU: readonly MenuGroup[] = [
  {
    id: 'dashboard',
    label: 'group.dashboard',
    roles: 'all',
    links: [{ label: 'menu.link.dashboard', path: '/', icon: 'dashboard' }],
  },
  {
    id: 'sales',
    label: 'group.sales',
    roles: ['admin', 'sales-staff', 'staff', 'partner'],
    links: [
      { label: 'menu.link.leads', path: '/leads', icon: 'leads' },
      { label: 'menu.link.orders', path: '/orders', icon: 'orders' },
      { label: 'menu.link.salesCalendar', path: '/sales-calendar', icon: 'calendar' },
    ],
  },
  {
    id: 'customers',
    label: 'group.customers',
    roles: ['admin', 'sales-staff', 'staff', 'partner'],
    links: [
      { label: 'menu.link.customers', path: '/non-staff-users', icon: 'people' },
      { label: 'menu.link.addresses', path: '/addresses' },
      { label: 'menu.link.communicationRecords', path: '/Communication-records' },
      // Not in spec 1 §2.1's table: the Comments list (§2.12) sits with the customers it is about (docs/decisions.md).
      { label: 'menu.link.comments', path: '/comments', icon: 'comments' },
    ],
  },
  {
    id: 'operations',
    label: 'group.operations',
    roles: ['admin', 'operations-staff', 'staff'],
    links: [
      { label: 'menu.link.jobs', path: '/jobs' },
      { label: 'menu.link.requests', path: '/requests' },
      {
        label: 'menu.link.pendingRequests',
        path: '/requests',
        search: `${filter({ statuses: ['pending', 'new', 'confirmed', 'onhold', 'approved', 'transit', 'received', 'delivered'] })}&sort=date&order=ASC&perPage=10&page=1`,
      },
      { label: 'menu.link.blockedSlots', path: '/blocked-slots' },
      { label: 'menu.link.storages', path: '/storages' },
      { label: 'menu.link.boxes', path: '/boxes' },
      { label: 'menu.link.storageTypes', path: '/storage-types' },
      { label: 'menu.link.locations', path: '/locations' },
      { label: 'menu.link.storageRecords', path: '/storage-records' },
      { label: 'menu.link.history', path: '/revisions', icon: 'history' },
    ],
  },
  {
    id: 'accounting',
    label: 'group.accounting',
    roles: ['admin', 'accounts-staff', 'staff'],
    links: [
      { label: 'menu.link.charges', path: '/charges' },
      { label: 'menu.link.invoices', path: '/invoices' },
      { label: 'menu.link.payments', path: '/payments' },
      { label: 'menu.link.cards', path: '/cards' },
    ],
  },
  {
    id: 'marketing',
    label: 'group.marketing',
    roles: ['admin', 'marketing-staff', 'staff'],
    links: [
      { label: 'menu.link.offers', path: '/offers' },
      { label: 'menu.link.coupons', path: '/coupons' },
      { label: 'menu.link.affiliates', path: '/affiliates' },
      { label: 'menu.link.affiliateCommissions', path: '/affiliate-commissions' },
    ],
  },
  {
    id: 'analytics',
    label: 'group.analytics',
    roles: ['admin', 'business'],
    links: [
      { label: 'menu.link.sales', path: '/analytics/sales' },
      { label: 'menu.link.storage', path: '/analytics/storage' },
      { label: 'menu.link.finance', path: '/analytics/finance' },
      { label: 'menu.link.usage', path: '/analytics/usage' },
      // Spec 1 §2.9 names the page Operation.
      { label: 'menu.link.operation', path: '/analytics/operations' },
      { label: 'menu.link.warehouse', path: '/analytics/warehouse' },
      { label: 'menu.link.lead', path: '/analytics/lead' },
      { label: 'menu.link.survey', path: '/analytics/survey' },
    ],
  },
  {
    id: 'admin',
    label: 'group.admin',
    roles: ['admin'],
    links: [
      { label: 'menu.link.permissions', path: '/staff' },
      { label: 'menu.link.staffUsers', path: '/staff-users' },
      { label: 'menu.link.tasks', path: '/tasks' },
      { label: 'menu.link.serviceTypes', path: '/service-types' },
      { label: 'menu.link.partners', path: '/partners' },
      { label: 'menu.link.warehouses', path: '/warehouses' },
      { label: 'menu.link.teams', path: '/teams' },
      { label: 'menu.link.photos', path: '/photos' },
      { label: 'menu.link.termsAndConditions', path: '/terms-conditions' },
      { label: 'menu.link.communicationTemplates', path: '/communication-templates' },
      { label: 'menu.link.templateCategories', path: '/template-categories' },
      { label: 'menu.link.emailPlaceholders', path: '/email-placeholder' },
      { label: 'menu.link.tags', path: '/tags' },
      { label: 'menu.link.lostReasons', path: '/lost-reasons' },
      { label: 'menu.link.holdReasons', path: '/hold-reasons' },
      { label: 'menu.link.rejectReasons', path: '/reject-reasons' },
      { label: 'menu.link.cancelReasons', path: '/cancel-reasons' },
      { label: 'menu.link.userLogs', path: '/user-logs' },
      { label: 'menu.link.configurations', path: '/configurations' },
      { label: 'menu.link.surveys', path: '/surveys' },
      // Not in spec 1 §2.1's table: the country, city and commission slab screens (spec 2 §7, spec 3 §3) sit with the other reference data (docs/decisions.md).
      { label: 'menu.link.countries', path: '/country' },
      { label: 'menu.link.cities', path: '/city' },
      { label: 'menu.link.commissionSlabs', path: '/partner-commission-slabs' },
      // Not in the spec: the read-model pipeline's stuck parts (issue 11), for the admin who can fix them.
      { label: 'menu.link.projections', path: '/projections' },
      // Not in the spec: what the local SMTP server received (issue 33), for the admin trying the console.
      { label: 'menu.link.devMailbox', path: '/dev-mailbox' },
    ],
  },
];

export const seesGroup = (group: MenuGroup, viewer: Viewer): boolean =>
  group.roles === 'all' || viewer.roles.some((r) => group.roles.includes(r));

/** The groups and links this user sees, given the paths registered and allowed for them. */
export const visibleMenu = (viewer: Viewer, allowedPaths: ReadonlySet<string>): MenuGroup[] =>
  MENU.filter((g) => seesGroup(g, viewer))
    .map((g) => ({ ...g, links: g.links.filter((l) => allowedPaths.has(l.path)) }))
    .filter((g) => g.links.length > 0);
