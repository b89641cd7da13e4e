import { accountChangeRefusal, accountCreateRefusal, isStaffAccount } from './account-changes.js';
import { isAffiliateOnly } from './affiliate-scope.js';

const customer = { type: 'b2c', roles: [] as string[], partnerId: 1 };
const staffAccount = { type: 'staff', roles: ['operations-staff'], partnerId: 1 };

describe('account changes (issue 11, finding 2)', () => {
  it('a staff account is type staff or any roles', () => {
    expect(isStaffAccount(customer)).toBe(false);
    expect(isStaffAccount(staffAccount)).toBe(true);
    expect(isStaffAccount({ type: 'partner', roles: ['partner'] })).toBe(true);
  });

  it('creating: roles need staff-create, type staff needs staff-users-create, another partner the staff permission', () => {
    const sales = ['sales-staff'];
    expect(accountCreateRefusal(sales, 1, { type: 'b2c', partnerId: 1 })).toBeUndefined();
    expect(accountCreateRefusal(sales, 1, { roles: ['admin'] })).toBe('You do not have the staff-create permission');
    expect(accountCreateRefusal(sales, 1, { roles: [] })).toBeUndefined();
    expect(accountCreateRefusal(sales, 1, { type: 'staff' })).toBe('You do not have the staff-users-create permission');
    expect(accountCreateRefusal(sales, 1, { partnerId: 2 })).toBe('You do not have the staff permission');
    expect(accountCreateRefusal(sales, 2, { partnerId: 2 })).toBeUndefined();
    expect(accountCreateRefusal(['staff'], 1, { partnerId: 2 })).toBeUndefined();
    expect(accountCreateRefusal(['admin'], 1, { type: 'staff', roles: ['admin'], partnerId: 3 })).toBeUndefined();
    // Only what the creator holds itself (issue 34, Security).
    const creator = ['staff-create', 'staff-users-create', 'sales-staff'];
    expect(accountCreateRefusal(creator, 1, { type: 'staff', roles: ['sales-staff'] })).toBeUndefined();
    expect(accountCreateRefusal(creator, 1, { type: 'staff', roles: ['finance'] })).toBe(
      'You cannot grant or remove what you do not hold: finance',
    );
  });

  it('changing: roles need staff-update, a staff account staff-users-update, the partner the staff permission', () => {
    const sales = ['sales-staff'];
    expect(accountChangeRefusal(sales, customer, { other: true })).toBeUndefined();
    expect(accountChangeRefusal(sales, customer, { status: 'deactivate' })).toBeUndefined();
    expect(accountChangeRefusal(sales, customer, { roles: [], other: true })).toBeUndefined();
    expect(accountChangeRefusal(sales, customer, { roles: ['admin'], other: true })).toBe(
      'You do not have the staff-update permission',
    );
    expect(accountChangeRefusal(sales, customer, { type: 'staff', other: true })).toBe(
      'You do not have the staff-users-update permission',
    );
    expect(accountChangeRefusal(sales, customer, { type: 'b2b', other: true })).toBeUndefined();
    expect(accountChangeRefusal(sales, customer, { partnerId: 1, other: true })).toBeUndefined();
    expect(accountChangeRefusal(sales, customer, { partnerId: 2, other: true })).toBe(
      'You do not have the staff permission',
    );
    expect(accountChangeRefusal(sales, staffAccount, { status: 'deactivate' })).toBe(
      'You do not have the staff-users-update permission',
    );
    expect(accountChangeRefusal(['finance'], staffAccount, { status: 'suspend' })).toBe(
      'You do not have the staff-users-update permission',
    );
    expect(accountChangeRefusal(sales, staffAccount, { other: true })).toBe(
      'You do not have the staff-users-update permission',
    );
    // Same roles in another order are no change of roles.
    expect(
      accountChangeRefusal(
        ['staff-users-update'],
        { ...staffAccount, roles: ['a', 'b'] },
        { roles: ['b', 'a'], other: true },
      ),
    ).toBeUndefined();
    expect(
      accountChangeRefusal(['admin'], staffAccount, { roles: ['admin'], status: 'deactivate', partnerId: 4 }),
    ).toBeUndefined();
  });

  it('an affiliate-only user is scoped; one with a role that reads orders is not', () => {
    expect(isAffiliateOnly(['affiliate'])).toBe(true);
    // warehouse-staff reads no orders (business does since issue 35: its figures drill into the orders list).
    expect(isAffiliateOnly(['affiliate', 'warehouse-staff'])).toBe(true);
    expect(isAffiliateOnly(['affiliate', 'business'])).toBe(false);
    expect(isAffiliateOnly(['affiliate', 'sales-staff'])).toBe(false);
    expect(isAffiliateOnly(['sales-staff'])).toBe(false);
  });
});
