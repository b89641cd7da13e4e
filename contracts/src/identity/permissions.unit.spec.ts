import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import { Role } from './roles.js';
import {
  PermissionCodec,
  RESOURCE_PERMISSIONS,
  ROLE_PERMISSIONS,
  can,
  canSuspendCustomer,
  hasPermission,
  isPartnerUser,
} from './permissions.js';

describe('can', () => {
  it('admin grants every action of every resource', () => {
    expect(can(['admin'], 'invoices', 'remove')).toBe(true);
    expect(can(['admin'], 'configurations', 'manage')).toBe(true);
  });

  it('an exact permission grants only its action', () => {
    expect(can(['orders-list'], 'orders', 'list')).toBe(true);
    expect(can(['orders-list'], 'orders', 'update')).toBe(false);
    expect(can(['orders-list'], 'leads', 'list')).toBe(false);
  });

  it('<resource>-manage grants every action of that resource only', () => {
    for (const a of ['view', 'list', 'create', 'update', 'remove', 'manage'] as const) {
      expect(can(['payments-manage'], 'payments', a)).toBe(true);
    }
    expect(can(['payments-manage'], 'invoices', 'view')).toBe(false);
  });

  it('role names in the list bring their defaults', () => {
    expect(can(['sales-staff'], 'leads', 'create')).toBe(true);
    expect(can(['sales-staff'], 'users', 'update')).toBe(true);
    expect(can(['sales-staff'], 'orders', 'remove')).toBe(false);
    expect(can(['sales-staff'], 'configurations', 'view')).toBe(false);
    expect(can(['finance'], 'invoices', 'remove')).toBe(true);
    expect(can(['accounts-staff'], 'invoices', 'remove')).toBe(false);
  });

  it('partner is read-only on its reduced set', () => {
    expect(can(['partner'], 'orders', 'list')).toBe(true);
    expect(can(['partner'], 'storages', 'view')).toBe(true);
    expect(can(['partner'], 'orders', 'update')).toBe(false);
    expect(can(['partner'], 'payments', 'list')).toBe(false);
    expect(can(['partner'], 'boxes', 'list')).toBe(false);
  });

  it('nothing grants nothing', () => {
    expect(can([], 'orders', 'list')).toBe(false);
    expect(can(['unknown-thing'], 'orders', 'list')).toBe(false);
  });
});

describe('hasPermission', () => {
  it('standalone permissions, from the list, a role or admin', () => {
    expect(hasPermission(['user-impersonation'], 'user-impersonation')).toBe(true);
    expect(hasPermission(['operations-manager'], 'request-full-update')).toBe(true);
    expect(hasPermission(['operations-staff'], 'request-full-update')).toBe(false);
    expect(hasPermission(['admin'], 'leads-creation-date')).toBe(true);
  });
});

describe('isPartnerUser', () => {
  it('is true when the list holds the word partner', () => {
    expect(isPartnerUser(['partner'])).toBe(true);
    expect(isPartnerUser(['orders-list', 'partner'])).toBe(true);
  });
  it('is false for staff permissions on partner records', () => {
    expect(isPartnerUser(['partners-list', 'partner-commission-slabs-view', 'partner-stats-view'])).toBe(false);
    expect(isPartnerUser(['staff', 'admin'])).toBe(false);
    expect(isPartnerUser([])).toBe(false);
  });
});

describe('canSuspendCustomer', () => {
  it('needs admin or finance', () => {
    expect(canSuspendCustomer(['admin'])).toBe(true);
    expect(canSuspendCustomer(['staff', 'finance'])).toBe(true);
    expect(canSuspendCustomer(['accounts-staff', 'staff'])).toBe(false);
    expect(canSuspendCustomer([])).toBe(false);
  });
});

describe('ROLE_PERMISSIONS', () => {
  it('has an entry for every role, holding the role name, all valid permissions', () => {
    for (const role of Role.values) {
      const list = ROLE_PERMISSIONS[role];
      expect(list).toContain(role);
      for (const p of list) expect(isRight(PermissionCodec.decode(p))).toBe(true);
    }
  });
  it('the permission codec refuses unknown strings', () => {
    expect(isLeft(PermissionCodec.decode('orders-destroy'))).toBe(true);
    expect(isLeft(PermissionCodec.decode('nothing'))).toBe(true);
    expect(RESOURCE_PERMISSIONS).toContain('orders-manage');
  });
});
