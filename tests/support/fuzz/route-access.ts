import {
  can,
  hasPermission,
  PermissionAction,
  PermissionResource,
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
} from '@console/contracts';
import type { RouteForm } from './openapi-routes.js';

/**
 * Who may call a route, written here from the spec's resource names (spec 1 §7: the generic calls are
 * identified by resource name; list, get, create, update (PATCH), delete), not read from the server's
 * decorators: a route guarded by the wrong permission then shows up as a mismatch.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  /** Any of these permissions opens the route (where the spec leaves the resource open between them). */
  /** A standalone permission of spec 3 §6 (user-impersonation). */
  | { readonly kind: 'standalone'; readonly permission: Permission }
  | {
      readonly kind: 'permission';
      readonly anyOf: readonly (readonly [PermissionResource, PermissionAction])[];
      /** Spec 3 §2: billing figures are hidden from partners whatever their permissions. */
      readonly partnerRefused?: true;
    };

const ACTION_OF: Readonly<Record<string, PermissionAction>> = {
  GET: 'list',
  POST: 'create',
  PATCH: 'update',
  PUT: 'update',
  DELETE: 'remove',
};
/**
 * Path segments named differently from their resource: spec 1 §7.2 "the resource non-staff-users is treated as
 * users", and the customers lists (/customers, /customer-users, spec 1 §2.2) are the same users calls.
 */
const RESOURCE_ALIAS: Readonly<Record<string, PermissionResource>> = {
  'customer-users': 'users',
  customers: 'users',
  'non-staff-users': 'users',
};

const perm = (resource: string, action: PermissionAction): RouteAccess => {
  const r = RESOURCE_ALIAS[resource] ?? resource;
  if (!PermissionResource.is(r)) throw new Error(`route-access: no permission resource named ${resource}`);
  return { kind: 'permission', anyOf: [[r, action]] };
};
const anyOf = (...pairs: (readonly [PermissionResource, PermissionAction])[]): RouteAccess => ({
  kind: 'permission',
  anyOf: pairs,
});

/** The access the spec gives a route form. */
export const routeAccess = (r: RouteForm): RouteAccess => {
  const { method, path } = r;
  if (path === '/healthz' || path === '/authentication' || path === '/api/v1/app-info') return { kind: 'public' };
  // Asking for a password reset or a sign-in link (issue 34 §2) is what someone signed out does: anyone may.
  if (path === '/api/authManagement' || path === '/api/magic-link') return { kind: 'public' };
  if (
    path === '/api/v1/live' ||
    path === '/api/model-views' ||
    path === '/api/v1/live/link' ||
    path === '/api/me' ||
    path === '/api/sign-out'
  )
    return { kind: 'signed-in' };
  // A staff member's roles as of an instant and their history (issue 34 §11): who may view staff.
  if (path === '/api/staff/{id}/permissions') return perm('staff', 'view');
  if (path === '/api/user-impersonation') return { kind: 'standalone', permission: 'user-impersonation' };
  // The projections status and retry are the admin's (issue 11): staff-update is a permission only admin holds.
  if (path.startsWith('/api/v1/projections/')) return perm('staff', 'update');
  // The dev mailbox (issue 33): the customers' mails as the local SMTP server received them, the admin's only.
  if (path === '/api/v1/dev-mailbox' || path === '/api/v1/dev-mailbox/mail') return perm('staff', 'update');
  // The recorded carry-over of customers' tags held by name to tag records (issue 34 §4): the tags' manage, admin's.
  if (path === '/api/v1/tags/carry-over-names') return perm('tags', 'manage');
  // A survey's Copy link sends it (SEND-SURVEY, spec 2 §7): the survey's update.
  if (path === '/api/v1/surveys/{id}/link') return perm('surveys', 'update');
  // A survey's photos (its show page's Photos tab): the survey's view.
  if (path === '/api/v1/surveys/{id}/photos') return perm('surveys', 'view');
  // The lead's survey link makes the lead's survey when it has none open (spec 2 §7): the surveys' create.
  if (path === '/api/v1/leads/{id}/survey-link' || path === '/api/v1/orders/{id}/survey-link')
    return perm('surveys', 'create');
  // Accounting documents: the receipt of a payment, a customer's ledger statement (issue 15).
  if (/receipt/.test(path)) return perm('payments', 'view');
  if (path === '/pdf/statement') return { kind: 'permission', anyOf: [['invoices', 'view']], partnerRefused: true };
  // The ledger, and the signed link to the statement drawn from it (/api/v1/ledger/{userId}/statement-link).
  if (path.startsWith('/api/v1/ledger/'))
    return { kind: 'permission', anyOf: [['invoices', 'view']], partnerRefused: true };
  if (path === '/api/v1/documents/invoice/{id}/view') return perm('invoices', 'view');
  if (path === '/api/v1/invoices/{id}/view-link') return perm('invoices', 'view');
  // Mailing an invoice (Mail Invoice, an action of the invoice: spec 3 §4) changes what the customer was sent: the
  // invoice's update, which the Accounting menu's roles hold (spec 3 §6), not partner, sales or the delete-old role
  // (issue 30 Deliver 10).
  if (path === '/api/v1/invoices/{id}/mail') return perm('invoices', 'update');
  // The charges' bulk delete is the single delete, row by row (spec 3 §2 bulk actions).
  if (path === '/api/v1/charges/delete') return perm('charges', 'remove');
  // Communication records of an invoice or a payment: any signed-in user reaches the call, which then asks for the
  // view permission of the resource type named in the body (invoices or payments).
  if (path === '/api/v1/communications/list') return { kind: 'signed-in' };
  // Communication records (issue 33: list, generic find, show): spec 1 §7.2's 'Communication-records', staff only.
  if (path.startsWith('/api/Communication-records'))
    return {
      kind: 'permission',
      anyOf: [['communication-records', path.endsWith('{id}') ? 'view' : 'list']],
      partnerRefused: true,
    };
  // Card gateways (issue 15 §5): capture and links record payments; the link and the gateways' callbacks are public.
  if (/^\/api\/(tap|payfort)-capture$/.test(path) || path === '/api/v1/payment-links')
    return perm('payments', 'create');
  if (path === '/api/payments/{id}/reconcile') return perm('payments', 'update');
  // A refund names the payment it gives back (issue 30 §4): the payments' remove permission, checked by the command.
  if (path === '/api/v1/payments/{id}/refund') return perm('payments', 'remove');
  // Allocating a payment's credit later moves money between records it already holds: the payments' update.
  if (path === '/api/v1/payments/{id}/allocate') return perm('payments', 'update');
  if (path.startsWith('/payment/') || path.startsWith('/api/v1/gateways/')) return { kind: 'public' };
  // Billing (issue 15 §4): send pending invoices bills like POST billing; the monthly run of everyone is billing-manage.
  if (path === '/api/v1/billing/send-pending-invoices/{userId}') return perm('billing', 'create');
  if (path === '/api/v1/billing/monthly-run') return perm('billing', 'manage');
  // Documents: the quote PDF of a lead or order, the note of a request (spec 2 §2, spec 3 §7).
  // A lead's or order's PATCH opens to whoever views it; each action then asks its own right (a partner user edits
  // its own partner's leads, 'Partners may only edit': sales-lifecycle), so the table alone cannot say.
  if (method === 'PATCH' && (path === '/api/leads/{id}' || path === '/api/orders/{id}')) {
    const r = path.startsWith('/api/leads') ? 'leads' : 'orders';
    return anyOf([r, 'update'], [r, 'view']);
  }
  if (/quote/.test(path)) return anyOf(['leads', 'view'], ['orders', 'view']);
  if (/note/.test(path)) return perm('requests', 'view');
  if (path === '/api/v1/sales-calendar') return anyOf(['leads', 'list'], ['orders', 'list']);
  if (path.startsWith('/api/v1/uploads/')) return perm('photos', 'create');
  if (path === '/api/v1/requests/tasks') return anyOf(['requests', 'update'], ['tasks', 'create']);
  if (path === '/api/v1/history/{model}/{id}') return anyOf(['revisions', 'view'], ['revisions', 'list']);
  if (path === '/api/v1/revisions/delete') return perm('revisions', 'remove');
  if (path === '/api/v1/storage-types/import') return perm('storage-types', 'create');
  // Putting away in bulk records each storage's check-in (issue 31 §3); its location picker reads the locations.
  if (path === '/api/v1/storages/check-in') return perm('storage-records', 'create');
  if (path === '/api/v1/locations/room/list') return perm('locations', 'list');
  // Create Pickup (Drop, Delivery) from an order asks for the order's storages first (issue 31 §1).
  if (path === '/api/v1/orders/{id}/request-storages') return perm('requests', 'create');
  // The request form's time slot choices, its country's configuration (issue 34 §6): who lists requests.
  if (path === '/api/v1/time-slots') return perm('requests', 'list');
  if (path === '/api/v1/storages/bulk-update' || /\/check-(in|out)$/.test(path)) return perm('storages', 'update');
  if (path === '/api/v1/storages/types/list') return perm('storage-types', 'list');
  // Request lines are shown inside their request, storage records inside their storage (spec 2 §2 show pages):
  // either permission may open them.
  if (path === '/api/v1/storages/records/list' || (method === 'GET' && path.startsWith('/api/storage-records'))) {
    return anyOf(['storage-records', path.endsWith('{id}') ? 'view' : 'list'], ['storages', 'view']);
  }
  if (method === 'GET' && path.startsWith('/api/request-lines'))
    return anyOf(['request-lines', path.endsWith('{id}') ? 'view' : 'list'], ['requests', 'view']);
  // Put on hold and its release (issue 34 §8) change the customer as the status actions do: the users' update.
  if (path === '/api/users/{id}/hold') return perm('users', 'update');
  // Status actions change their record: the resource's update (spec 1 §4 user status, spec 2 §2 actions).
  if (/\/(actions\/)?\{action\}$/.test(path))
    return perm(path.split('/').filter((p) => p && p !== 'api' && p !== 'v1')[0]!, 'update');
  // Spec 3 §7 Template test: sends a template, an act of the template's editor (issue 33).
  if (path === '/api/communication-templates-testing') return perm('communication-templates', 'update');
  const list = /^\/api\/v1\/([\w-]+)\/list$/.exec(path);
  if (list) return perm(list[1]!, 'list');
  const generic = /^\/api\/(?:v1\/)?([\w-]+)(\/\{id\}(\/file)?)?$/.exec(path);
  if (generic) {
    const one = generic[2] !== undefined;
    const action = method === 'GET' ? (one ? 'view' : 'list') : ACTION_OF[method]!;
    return perm(generic[1]!, action);
  }
  throw new Error(`route-access: no rule for ${method} ${path}`);
};

/** What the contracts' permission table says of one role on a route: allowed, refused, or either (undecided). */
export const tableSays = (role: Role, access: RouteAccess): 'allowed' | 'refused' | 'either' => {
  if (access.kind === 'standalone')
    return hasPermission([...ROLE_PERMISSIONS[role]], access.permission) ? 'allowed' : 'refused';
  if (access.kind !== 'permission') return 'allowed';
  const held = access.anyOf.map(([r, a]) => can([...ROLE_PERMISSIONS[role]], r, a));
  return held.every(Boolean) ? 'allowed' : held.some(Boolean) ? 'either' : 'refused';
};

/*
 * Rules read from the spec directly, independent of the permission table in contracts, so a wrong table fails.
 */

/** Spec 1 §2.1 and spec 3 §6: the Admin menu is admin only; its resources are changed by admin only. */
const ADMIN_GROUP: readonly string[] = [
  'staff',
  'staff-users',
  'service-types',
  'partners',
  'warehouses',
  'terms-conditions',
  'communication-templates',
  'template-categories',
  'email-placeholder',
  'tags',
  'lost-reasons',
  'hold-reasons',
  'reject-reasons',
  'cancel-reasons',
  'user-logs',
  'configurations',
  'surveys',
  'country',
  'city',
  'partner-commission-slabs',
];
/** Spec 3 §2 "Partner-reduced resource set" (non-staff-users is served by the users calls: spec 1 §7.2). */
const PARTNER_SET: readonly string[] = [
  'country',
  'city',
  'services',
  'revisions',
  'rooms',
  'non-staff-users',
  'users',
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
];
/** Spec 1 §2.1: Analytics is for admin and business. */
const ANALYTICS: readonly string[] = ['analytics', 'partner-stats'];
/** Spec 1 §2.4: the sales dashboard's figures (monthly-stats) are its roles' too, the partner's its own partner's. */
const DASHBOARD_ROLES: readonly Role[] = [
  'business',
  'staff',
  'global-staff',
  'transport-staff',
  'warehouse-staff',
  'partner',
];

/** Why the spec refuses this role this route, or undefined when the spec does not say. */
export const specRefuses = (role: Role, access: RouteAccess): string | undefined => {
  if (access.kind !== 'permission' || role === 'admin') return undefined;
  const pairs = access.anyOf;
  const all = (f: (r: string, a: PermissionAction) => boolean) => pairs.every(([r, a]) => f(r, a));
  // Surveys are listed in the Admin group but made by the lead flow's users (spec 3 §5: 'generated with status new',
  // creation failures ignored; Copy link sends SEND-SURVEY): their create and update follow the permission table.
  const leadFlow = (r: string, a: PermissionAction) => r === 'surveys' && (a === 'create' || a === 'update');
  if (all((r, a) => ADMIN_GROUP.includes(r) && a !== 'list' && a !== 'view' && !leadFlow(r, a)))
    return 'spec: the Admin group is changed by admin only';
  if (role === 'partner' && access.partnerRefused) return 'spec: partners do not see billing (spec 3 §2)';
  // The partner sales dashboard (spec 1 §2.4) reads monthly-stats, a call, not a screen of the reduced set.
  if (role === 'partner' && pairs.every(([r]) => !PARTNER_SET.includes(r) && r !== 'monthly-stats'))
    return 'spec: outside the partner-reduced resource set';
  if (role !== 'business' && all((r) => ANALYTICS.includes(r))) return 'spec: analytics is for admin and business';
  if (!DASHBOARD_ROLES.includes(role) && all((r) => r === 'monthly-stats'))
    return 'spec: the sales dashboard is for admin, the staff roles of spec 1 §2.4 and partners';
  if (all((r, a) => r === 'leads' && a === 'remove')) return 'spec: only admin deletes a lead';
  if (
    role === 'affiliate' &&
    all((r) => r === 'leads' || r === 'customers' || r === 'users' || r === 'non-staff-users')
  ) {
    return 'spec: the affiliate sees its own orders only';
  }
  return undefined;
};
