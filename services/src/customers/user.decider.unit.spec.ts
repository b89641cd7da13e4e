import { isDomainError, type UserEvent, type UserProfile } from '@console/contracts';
import { userDecider, type UserState } from './user.decider.js';

const profile: UserProfile = {
  type: 'b2c',
  name: 'Mona Saleh',
  email: 'mona@example.com',
  phone: '+971501234567',
  phone2: null,
  partnerId: 1,
  countryId: 1,
  assigneeId: null,
  credits: 0,
  deposits: 0,
  storageRate: null,
  roles: [],
  isVerified: false,
  trn: null,
  persona: null,
  emailSignature: null,
  addressId: null,
  enableAutoCardCharging: false,
  isPostpaidInvoiceEnabled: false,
  showCbmInChargeDescription: false,
  tap_customer_id: null,
  tapPaymentAgreementId: null,
  englishName: null,
  arabicName: null,
  firstNameEnglish: null,
  firstNameArabic: null,
  lastNameEnglish: null,
  lastNameArabic: null,
  nicknameEnglish: null,
  nicknameArabic: null,
  gender: null,
  language: 'EN',
  documents: [],
  source: null,
};
/** A registration as released before tags were records: the tag by name. */
const registered: UserEvent = { type: 'UserRegistered', data: { id: 7, profile, tags: ['vip'], status: 'active' } };
const vip = { id: 11, name: 'vip' };
const gold = { id: 12, name: 'gold' };
const given = (...events: UserEvent[]): UserState => events.reduce(userDecider.evolve, userDecider.initialState);
const now = new Date('2026-11-21T10:00:00Z');

describe('user decider', () => {
  it('registers a new user once, its tags by record in UserTagsSet', () => {
    const cmd = { type: 'RegisterUser', id: 7, profile, tags: [vip], status: 'active' } as const;
    expect(userDecider.decide(cmd, given(), now)).toEqual([
      { type: 'UserRegistered', data: { id: 7, profile, tags: [], status: 'active' } },
      { type: 'UserTagsSet', data: { id: 7, tags: [vip] } },
    ]);
    expect(userDecider.decide(cmd, given(registered), now)).toMatchObject({ kind: 'conflict' });
  });

  it('carries tags held by name over to tag records once; a second carry-over records nothing', () => {
    const state = given(registered);
    expect(state?.tags).toEqual([{ id: null, name: 'vip' }]);
    const carried = userDecider.decide({ type: 'CarryOverTagNames', tags: [vip] }, state, now);
    expect(carried).toEqual([{ type: 'UserTagsSet', data: { id: 7, tags: [vip] } }]);
    const after = given(registered, ...(carried as UserEvent[]));
    expect(after?.tags).toEqual([vip]);
    expect(userDecider.decide({ type: 'CarryOverTagNames', tags: [vip] }, after, now)).toEqual([]);
  });

  it('sets tags by record only when the set of ids changes', () => {
    const state = given(registered, { type: 'UserTagsSet', data: { id: 7, tags: [vip, gold] } });
    expect(userDecider.decide({ type: 'AssignUser', tags: [gold, vip] }, state, now)).toEqual([]);
    expect(userDecider.decide({ type: 'AssignUser', tags: [gold] }, state, now)).toEqual([
      { type: 'UserTagsSet', data: { id: 7, tags: [gold] } },
    ]);
  });

  it('records only the changed fields of an update, and nothing when nothing changed', () => {
    const state = given(registered);
    expect(
      userDecider.decide({ type: 'UpdateUser', changes: { name: 'Mona S', phone: profile.phone } }, state, now),
    ).toEqual([{ type: 'UserUpdated', data: { id: 7, changes: { name: 'Mona S' } } }]);
    expect(userDecider.decide({ type: 'UpdateUser', changes: { name: 'Mona Saleh' } }, state, now)).toEqual([]);
  });

  it('refuses a name with special characters with the spec message', () => {
    const r = userDecider.decide({ type: 'UpdateUser', changes: { name: "O'Neil" } }, given(registered), now);
    expect(r).toEqual({
      kind: 'validation',
      message: 'Validation error',
      errors: [{ path: 'name', message: "Name cannot contain special characters like @ or '" }],
    });
  });

  it('assigns tags and assignee; an update never touches tags', () => {
    const state = given(registered, {
      type: 'UserAssigned',
      data: { id: 7, tags: ['vip', 'late-payer'], assigneeId: 3 },
    });
    expect(state?.tags).toEqual([
      { id: null, name: 'vip' },
      { id: null, name: 'late-payer' },
    ]);
    expect(state?.profile.assigneeId).toBe(3);
    const updated = given(registered, { type: 'UserUpdated', data: { id: 7, changes: { name: 'X' } } });
    expect(updated?.tags).toEqual([{ id: null, name: 'vip' }]);
  });

  it.each([
    ['activate', 'active', 'Customer is already active'],
    ['deactivate', 'inactive', 'Customer is already inactive'],
    ['reject', 'rejected', 'Customer is already rejected'],
    ['suspend', 'suspended', 'User is already suspended'],
  ] as const)('%s is refused when the status already holds', (action, status, message) => {
    const state = given({ type: 'UserRegistered', data: { id: 7, profile, tags: [], status } });
    expect(userDecider.decide({ type: 'ChangeUserStatus', action, actorRoles: ['admin'] }, state, now)).toEqual({
      kind: 'conflict',
      message,
    });
  });

  it('lets only admin or finance suspend', () => {
    const state = given(registered);
    const bySales = userDecider.decide(
      { type: 'ChangeUserStatus', action: 'suspend', actorRoles: ['sales-staff'] },
      state,
      now,
    );
    expect(isDomainError(bySales) && bySales.kind).toBe('forbidden');
    const byFinance = userDecider.decide(
      { type: 'ChangeUserStatus', action: 'suspend', actorRoles: ['finance'] },
      state,
      now,
    );
    expect(byFinance).toEqual([{ type: 'UserSuspended', data: { id: 7, from: 'active', to: 'suspended' } }]);
  });

  it('refuses commands on a user that does not exist', () => {
    expect(userDecider.decide({ type: 'AssignUser', tags: [vip] }, given(), now)).toMatchObject({ kind: 'not_found' });
  });

  it('decides a PATCH whole: update, assignment and status action as one list, or the first refusal and nothing', () => {
    const state = given(registered);
    const patch = {
      type: 'PatchUser',
      changes: { name: 'Mona S' },
      assignment: { tags: [vip, gold] },
      statusAction: 'deactivate',
      actorRoles: ['admin'],
    } as const;
    expect(userDecider.decide(patch, state, now)).toEqual([
      { type: 'UserUpdated', data: { id: 7, changes: { name: 'Mona S' } } },
      { type: 'UserTagsSet', data: { id: 7, tags: [vip, gold] } },
      { type: 'UserDeactivated', data: { id: 7, from: 'active', to: 'inactive' } },
    ]);
    // The status action refused (only admin or finance suspend): the update that came with it is refused too.
    const refused = userDecider.decide({ ...patch, statusAction: 'suspend', actorRoles: ['sales-staff'] }, state, now);
    expect(isDomainError(refused) && refused.kind).toBe('forbidden');
    expect(userDecider.decide(patch, given(), now)).toMatchObject({ kind: 'not_found' });
  });
});
