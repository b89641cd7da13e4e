import {
  ALREADY_ON_HOLD_MESSAGE,
  evolveUser,
  NOT_ON_HOLD_MESSAGE,
  userHistoryDocument,
  type UserEvent,
  type UserProfile,
  type UserState,
} from '@console/contracts';
import { userDecider } from './user.decider.js';

// The hold reads nothing of the profile: a customer with an empty one is enough.
const customer: UserState = { id: 7, profile: { partnerId: 1 } as UserProfile, tags: [], status: 'active' };
const given = (...events: UserEvent[]): UserState => events.reduce(evolveUser, customer);
const now = new Date('2026-11-30T10:00:00Z');
const putOnHold = { type: 'PutOnHold', holdReasonId: 3, reason: 'Documents pending', byUserId: 1 } as const;
const held: UserEvent = {
  type: 'UserPutOnHold',
  data: { id: 7, holdReasonId: 3, reason: 'Documents pending', byUserId: 1 },
};

describe('user decider: put on hold', () => {
  it('puts a customer on hold once, with its reason and who did it, beside the status', () => {
    expect(userDecider.decide(putOnHold, given(), now)).toEqual([held]);
    const state = given(held);
    expect(state).toMatchObject({ status: 'active', hold: { holdReasonId: 3, reason: 'Documents pending' } });
    expect(userDecider.decide(putOnHold, state, now)).toEqual({ kind: 'conflict', message: ALREADY_ON_HOLD_MESSAGE });
  });

  it('releases a hold once, and only a hold there is', () => {
    expect(userDecider.decide({ type: 'ReleaseHold', byUserId: 2 }, given(), now)).toEqual({
      kind: 'conflict',
      message: NOT_ON_HOLD_MESSAGE,
    });
    const released: UserEvent = { type: 'UserHoldReleased', data: { id: 7, byUserId: 2 } };
    expect(userDecider.decide({ type: 'ReleaseHold', byUserId: 2 }, given(held), now)).toEqual([released]);
    expect(given(held, released)?.hold).toBeNull();
    // Put on hold again after the release.
    expect(userDecider.decide(putOnHold, given(held, released), now)).toEqual([held]);
  });

  it('shows the hold in History only for a customer ever put on hold', () => {
    expect(userHistoryDocument(given())).not.toHaveProperty('holdReasonId');
    expect(userHistoryDocument(given(held))).toMatchObject({ holdReasonId: 3, holdReason: 'Documents pending' });
  });

  it('refuses a customer that does not exist', () => {
    expect(userDecider.decide(putOnHold, null, now)).toMatchObject({ kind: 'not_found' });
  });
});
