import type { MessageKey } from '../app/i18n/messages';
import type { Viewer } from '../framework/types';

export interface MenuLink {
  readonly label: string;
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
    links: [{ label: 'Dashboard', path: '/', icon: 'dashboard' }],
  },
  {
    id: 'sales',
    label: 'group.sales',
    roles: ['admin', 'sales-staff', 'staff', 'partner'],
    links: [
      { label: 'Leads', path: '/leads', icon: 'leads' },
      { label: 'Orders', path: '/orders', icon: 'orders' },
      { label: 'Sales Calendar', path: '/sales-calendar', icon: 'calendar' },
    ],
  },
  {
    id: 'customers',
    label: 'group.customers',
    roles: ['admin', 'sales-staff', 'staff', 'partner'],
    links: [
      { label: 'Customers', path: '/non-staff-users', icon: 'people' },
      { label: 'Addresses', path: '/addresses' },
      { label: 'Communication Records', path: '/Communication-records' },
      // Not in spec 1 §2.1's table: the Comments list (§2.12) sits with the customers it is about (docs/decisions.md).
      { label: 'Comments', path: '/comments', icon: 'comments' },
    ],
  },
  {
    id: 'operations',
    label: 'group.operations',
    roles: ['admin', 'operations-staff', 'staff'],
    links: [
      { label: 'Jobs', path: '/jobs' },
      { label: 'Requests', path: '/requests' },
      {
        label: 'Pending Requests',
        path: '/requests',
        search: `${filter({ statuses: ['pending', 'new', 'confirmed', 'onhold', 'approved', 'transit', 'received', 'delivered'] })}&sort=date&order=ASC&perPage=10&page=1`,
      },
      { label: 'Blocked Slots', path: '/blocked-slots' },
      { label: 'Storages', path: '/storages' },
      { label: 'Boxes', path: '/boxes' },
      { label: 'Storage Types', path: '/storage-types' },
      { label: 'Locations', path: '/locations' },
      { label: 'Storage Records', path: '/storage-records' },
      { label: 'History', path: '/revisions', icon: 'history' },
    ],
  },
  {
    id: 'accounting',
    label: 'group.accounting',
    roles: ['admin', 'accounts-staff', 'staff'],
    links: [
      { label: 'Charges', path: '/charges' },
      { label: 'Invoices', path: '/invoices' },
      { label: 'Payments', path: '/payments' },
      { label: 'Cards', path: '/cards' },
    ],
  },
  {
    id: 'marketing',
    label: 'group.marketing',
    roles: ['admin', 'marketing-staff', 'staff'],
    links: [
      { label: 'Offers', path: '/offers' },
      { label: 'Coupons', path: '/coupons' },
      { label: 'Affiliates', path: '/affiliates' },
      { label: 'Affiliate Commissions', path: '/affiliate-commissions' },
    ],
  },
  {
    id: 'analytics',
    label: 'group.analytics',
    roles: ['admin', 'business'],
    links: [
      { label: 'Sales', path: '/analytics/sales' },
      { label: 'Storage', path: '/analytics/storage' },
      { label: 'Finance', path: '/analytics/finance' },
      { label: 'Usage', path: '/analytics/usage' },
      // Spec 1 §2.9 names the page Operation.
      { label: 'Operation', path: '/analytics/operations' },
      { label: 'Warehouse', path: '/analytics/warehouse' },
      { label: 'Lead', path: '/analytics/lead' },
      { label: 'Survey', path: '/analytics/survey' },
    ],
  },
  {
    id: 'admin',
    label: 'group.admin',
    roles: ['admin'],
    links: [
      { label: 'Permissions', path: '/staff' },
      { label: 'Staff Users', path: '/staff-users' },
      { label: 'Tasks', path: '/tasks' },
      { label: 'Service Types', path: '/service-types' },
      { label: 'Partners', path: '/partners' },
      { label: 'Warehouses', path: '/warehouses' },
      { label: 'Teams', path: '/teams' },
      { label: 'Photos', path: '/photos' },
      { label: 'Terms & Conditions', path: '/terms-conditions' },
      { label: 'Communication Templates', path: '/communication-templates' },
      { label: 'Template Categories', path: '/template-categories' },
      { label: 'Email Placeholders', path: '/email-placeholder' },
      { label: 'Tags', path: '/tags' },
      { label: 'Lost Reasons', path: '/lost-reasons' },
      { label: 'Hold Reasons', path: '/hold-reasons' },
      { label: 'Reject Reasons', path: '/reject-reasons' },
      { label: 'Cancel Reasons', path: '/cancel-reasons' },
      { label: 'User Logs', path: '/user-logs' },
      { label: 'Configurations', path: '/configurations' },
      { label: 'Surveys', path: '/surveys' },
      // Not in spec 1 §2.1's table: the country, city and commission slab screens (spec 2 §7, spec 3 §3) sit with the other reference data (docs/decisions.md).
      { label: 'Countries', path: '/country' },
      { label: 'Cities', path: '/city' },
      { label: 'Commission Slabs', path: '/partner-commission-slabs' },
      // Not in the spec: the read-model pipeline's stuck parts (issue 11), for the admin who can fix them.
      { label: 'Projections', path: '/projections' },
      // Not in the spec: what the local SMTP server received (issue 33), for the admin trying the console.
      { label: 'Dev Mailbox', path: '/dev-mailbox' },
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
