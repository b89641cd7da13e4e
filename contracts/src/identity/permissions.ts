import * as t from 'io-ts';
import { enumeration, type EnumValue } from '../shared/enumeration.js';
import { Role } from './roles.js';

/** Spec 3 §6: '{resource}-{action}'. `manage` stands for every action of its resource. */
export const PermissionAction = enumeration(
  ['view', 'list', 'create', 'update', 'remove', 'manage'] as const,
  'PermissionAction',
);
export type PermissionAction = EnumValue<typeof PermissionAction>;

/**
 * The resources that carry permissions. Spec 3 §6 says "about 40 resources" without the list; these are the
 * resources named by spec 3 §2 (full and partner-reduced sets) and spec 2 §7, lower-cased
 * ('Communication-records' → 'communication-records'), plus monthly-stats, affiliate-analytics and
 * partner-stats, which the screens read.
 */
export const PermissionResource = enumeration(
  [
    'users',
    'customers',
    'non-staff-users',
    'staff',
    'staff-users',
    'partners',
    'partner-commission-slabs',
    'partner-stats',
    'user-stats',
    'user-logs',
    'user-photos',
    'user-usages',
    'usages',
    'addresses',
    'tags',
    'comments',
    'revisions',
    'photos',
    'leads',
    'orders',
    'coupons',
    'offers',
    'affiliates',
    'affiliate-commissions',
    'affiliate-analytics',
    'surveys',
    'survey-photos',
    'requests',
    'request-lines',
    'storages',
    'storage-records',
    'storage-types',
    'boxes',
    'warehouses',
    'locations',
    'rooms',
    'teams',
    'blocked-slots',
    'charges',
    'invoices',
    'payments',
    'cards',
    'billing',
    'services',
    'service-types',
    'country',
    'city',
    'configurations',
    'terms-conditions',
    'communication-templates',
    'template-categories',
    'email-placeholder',
    'communication-records',
    'tasks',
    'tasklogs',
    'notify',
    'lost-reasons',
    'hold-reasons',
    'reject-reasons',
    'cancel-reasons',
    'analytics',
    'monthly-stats',
  ] as const,
  'PermissionResource',
);
export type PermissionResource = EnumValue<typeof PermissionResource>;

export type ResourcePermission = `${PermissionResource}-${PermissionAction}`;

/** Spec 3 §6. */
export const StandalonePermission = enumeration(
  ['user-impersonation', 'request-full-update', 'leads-creation-date'] as const,
  'StandalonePermission',
);
export type StandalonePermission = EnumValue<typeof StandalonePermission>;

/**
 * One entry of a user's permission list. The list holds role names too (spec 1 §6: "'admin' grants everything",
 * partner-ness is "the list containing the word partner"; spec 2 §6 checks 'staff' in the same list).
 */
export type Permission = ResourcePermission | StandalonePermission | Role;

export const RESOURCE_PERMISSIONS: readonly ResourcePermission[] = Object.freeze(
  PermissionResource.values.flatMap((r) => PermissionAction.values.map((a): ResourcePermission => `${r}-${a}`)),
);

const resourcePermissionKeys = Object.fromEntries(RESOURCE_PERMISSIONS.map((p) => [p, null])) as Record<
  ResourcePermission,
  null
>;
export const ResourcePermissionCodec = t.keyof(resourcePermissionKeys, 'ResourcePermission');

export const PermissionCodec: t.Type<Permission, Permission, unknown> = t.union(
  [ResourcePermissionCodec, StandalonePermission.codec, Role.codec],
  'Permission',
);

export const isResourcePermission = (p: string): p is ResourcePermission => ResourcePermissionCodec.is(p);

const list = (rs: readonly PermissionResource[]): ResourcePermission[] =>
  rs.flatMap((r): ResourcePermission[] => [`${r}-list`, `${r}-view`]);
const edit = (rs: readonly PermissionResource[]): ResourcePermission[] =>
  rs.flatMap((r): ResourcePermission[] => [`${r}-list`, `${r}-view`, `${r}-create`, `${r}-update`]);
const manage = (rs: readonly PermissionResource[]): ResourcePermission[] =>
  rs.map((r): ResourcePermission => `${r}-manage`);

/* Resource groups follow the sidebar groups of spec 1 §2.1. */
const REFERENCE: readonly PermissionResource[] = [
  'country',
  'city',
  'services',
  'service-types',
  'partners',
  'warehouses',
  'teams',
  'rooms',
  'tags',
  'lost-reasons',
  'hold-reasons',
  'reject-reasons',
  'cancel-reasons',
];
const SALES: readonly PermissionResource[] = ['leads', 'orders'];
const CUSTOMERS: readonly PermissionResource[] = ['users', 'customers', 'non-staff-users'];
/** Spec 2 §1: admins manage addresses; the roles that open customers read them (spec 1 §2.1 Customers → /addresses). */
const CUSTOMER_READS: readonly PermissionResource[] = [
  'addresses',
  'communication-records',
  'user-stats',
  'user-usages',
  'usages',
  'revisions',
];
const OPERATIONS: readonly PermissionResource[] = [
  'requests',
  'request-lines',
  'blocked-slots',
  'storages',
  'boxes',
  'storage-types',
  'locations',
  'storage-records',
  'photos',
  'notify',
];
const ACCOUNTING: readonly PermissionResource[] = ['charges', 'invoices', 'payments', 'cards', 'billing'];
const MARKETING: readonly PermissionResource[] = ['offers', 'coupons', 'affiliates', 'affiliate-commissions'];
const ANALYTICS: readonly PermissionResource[] = ['analytics', 'monthly-stats', 'user-stats', 'partner-stats'];
/** Spec 3 §2 "Partner-reduced resource set". */
export const PARTNER_RESOURCES: readonly PermissionResource[] = Object.freeze([
  'country',
  'city',
  'services',
  'revisions',
  'rooms',
  'non-staff-users',
  'leads',
  'orders',
  'storages',
  'addresses',
  'partners',
  'requests',
  'invoices',
  'user-stats',
  'storage-types',
  'service-types',
  'comments',
  'photos',
  'user-photos',
] as const);

const COMMENTING: ResourcePermission[] = ['comments-list', 'comments-view', 'comments-create'];

const STAFF: readonly Permission[] = [
  ...edit([...SALES, ...CUSTOMERS, ...OPERATIONS, ...ACCOUNTING, ...MARKETING]),
  ...list([...REFERENCE, ...CUSTOMER_READS]),
  ...edit(['user-photos', 'surveys', 'survey-photos']),
  ...COMMENTING,
  'user-impersonation',
  // The sales dashboard (spec 1 §2.4).
  'monthly-stats-list',
];
const SALES_STAFF: readonly Permission[] = [
  ...edit([...SALES, ...CUSTOMERS]),
  ...list([...REFERENCE, ...CUSTOMER_READS, 'requests', 'storages', 'storage-types', 'invoices', 'charges']),
  ...edit(['user-photos', 'surveys', 'survey-photos']),
  ...COMMENTING,
];
const OPERATIONS_STAFF: readonly Permission[] = [
  ...edit(OPERATIONS),
  ...list([...REFERENCE, ...SALES, ...CUSTOMERS, 'addresses', 'revisions', 'charges']),
  ...COMMENTING,
];
const ACCOUNTS_STAFF: readonly Permission[] = [
  ...edit(ACCOUNTING),
  ...list([...REFERENCE, ...SALES, ...CUSTOMERS, ...CUSTOMER_READS, 'requests', 'storages']),
  ...COMMENTING,
];

/**
 * Default permissions of each role. The specs give menu visibility (spec 1 §2.1) and a few action rules
 * (spec 2 §6, spec 3 §6) but no per-role permission table, so this is the product's decision:
 * - each list also holds the role's own name, because rules test role names in the same list
 *   ('staff' for the partner selector, 'operations-lead' for request status, 'finance' for suspend);
 * - 'remove' is given to no role but admin and the finance roles: deletes are admin actions in the specs
 *   (only admin deletes a lead; invoice delete is admin or finance);
 * - global-staff gets the staff resources (it shares staff's dashboard and lead-form fields) without the
 *   'staff' marker, which gates the partner selector;
 * - partner gets list/view on the reduced set plus users (non-staff-users is served by the users list call);
 * - the dashboard roles of spec 1 §2.4 (staff, global-staff, transport-staff, warehouse-staff, partner) read
 *   monthly-stats, the sales dashboard's figures; the analytics pages stay admin's and business's;
 * - affiliate reads its commissions, the orders of its dashboard and its analytics.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = Object.freeze({
  admin: ['admin'],
  staff: ['staff', ...STAFF],
  'global-staff': ['global-staff', ...STAFF],
  'transport-staff': [
    'transport-staff',
    'requests-list',
    'requests-view',
    'requests-update',
    'request-lines-list',
    'request-lines-view',
    'request-lines-update',
    ...edit(['photos']),
    ...list([...REFERENCE, 'storages', 'addresses', 'users']),
    ...COMMENTING,
    'monthly-stats-list',
  ],
  'warehouse-staff': [
    'warehouse-staff',
    'requests-list',
    'requests-view',
    'requests-update',
    'request-lines-list',
    'request-lines-view',
    'request-lines-update',
    ...edit(['storages', 'storage-records', 'boxes', 'photos']),
    ...list([...REFERENCE, 'locations', 'storage-types', 'users']),
    ...COMMENTING,
    'monthly-stats-list',
  ],
  sales: ['sales', ...SALES_STAFF],
  'sales-staff': ['sales-staff', ...SALES_STAFF],
  operations: ['operations', ...OPERATIONS_STAFF],
  'operations-staff': ['operations-staff', ...OPERATIONS_STAFF],
  'operations-lead': ['operations-lead', ...OPERATIONS_STAFF],
  'operations-manager': [
    'operations-manager',
    ...OPERATIONS_STAFF,
    ...manage(['requests', 'request-lines']),
    ...edit(['teams']),
    'request-full-update',
  ],
  'accounts-staff': ['accounts-staff', ...ACCOUNTS_STAFF],
  finance: ['finance', ...manage(ACCOUNTING), ...ACCOUNTS_STAFF, 'users-update'],
  'finance-edit-old-invoice': ['finance-edit-old-invoice', 'invoices-list', 'invoices-view', 'invoices-update'],
  'finance-delete-old-invoice': ['finance-delete-old-invoice', 'invoices-list', 'invoices-view', 'invoices-remove'],
  'marketing-staff': [
    'marketing-staff',
    ...edit(MARKETING),
    ...list([...REFERENCE, ...SALES, 'users', 'communication-templates', 'template-categories']),
    ...COMMENTING,
  ],
  // The lists an analytics figure drills into (issue 35 "every figure explains itself"), read only.
  // surveys: the Survey analytics page's tables open the surveys they count.
  business: ['business', ...list([...ANALYTICS, ...REFERENCE, 'leads', 'orders', 'invoices', 'requests', 'surveys'])],
  // monthly-stats: the partner sales dashboard, its own partner's figures only (spec 1 §2.4).
  partner: ['partner', ...list([...PARTNER_RESOURCES, 'users', 'monthly-stats'])],
  affiliate: ['affiliate', ...list(['affiliate-commissions', 'orders', 'affiliate-analytics'])],
});

/** The permissions a user holds: the listed entries plus the defaults of every role among them. */
export const effectivePermissions = (permissions: readonly string[]): ReadonlySet<string> => {
  const all = new Set<string>(permissions);
  for (const p of permissions) if (Role.is(p)) for (const q of ROLE_PERMISSIONS[p]) all.add(q);
  return all;
};

/**
 * Spec 3 §6: 'admin' grants everything; ARCHITECTURE §6: role and `<resource>-<action>`. `<resource>-manage`
 * grants every action of its resource. Role names in the list bring their default permissions.
 */
export const can = (
  permissions: readonly string[],
  resource: PermissionResource,
  action: PermissionAction,
): boolean => {
  const held = effectivePermissions(permissions);
  return held.has('admin') || held.has(`${resource}-${action}`) || held.has(`${resource}-manage`);
};

/** True when the list holds the permission itself, or admin. For the standalone permissions of spec 3 §6. */
export const hasPermission = (permissions: readonly string[], permission: Permission): boolean => {
  const held = effectivePermissions(permissions);
  return held.has('admin') || held.has(permission);
};

/**
 * Spec 1 §6: "partner-ness is detected by that list containing the word partner". Read as a word, not a
 * substring: 'partners-list' or 'partner-commission-slabs-view' are staff permissions on partner records and
 * must not turn a staff user into a partner user. So resource permissions are skipped and the remaining
 * entries are split on '-' ('partner' itself matches).
 */
export const isPartnerUser = (permissions: readonly string[]): boolean =>
  permissions.some((p) => !isResourcePermission(p) && p.split('-').includes('partner'));

/** Spec 3 §4 and §6: suspend needs admin or finance. */
export const canSuspendCustomer = (roles: readonly string[]): boolean =>
  roles.includes('admin') || roles.includes('finance');
