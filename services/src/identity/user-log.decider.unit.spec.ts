import { isDomainError } from '@console/contracts';
import { userLogDecider, type UserLogEvent, type UserLogState } from './user-log.decider.js';

const now = new Date('2026-11-29T10:00:00Z');
const fold = (events: readonly UserLogEvent[]): UserLogState =>
  events.reduce<UserLogState>((s, e) => userLogDecider.evolve(s, e), userLogDecider.initialState);
const loggedIn: UserLogEvent = { type: 'UserLoggedIn', data: { id: 5, userId: 7, name: 'Lina', email: 'l@x.y' } };

describe('a user log (issue 34 §3)', () => {
  it('is written once, and a session is closed once, by its own user only', () => {
    expect(userLogDecider.decide({ type: 'LogIn', data: loggedIn.data }, null, now)).toEqual([loggedIn]);
    const open = fold([loggedIn]);
    expect(isDomainError(userLogDecider.decide({ type: 'LogIn', data: loggedIn.data }, open, now))).toBe(true);
    expect(userLogDecider.decide({ type: 'LogOut', id: 5, userId: 8 }, open, now)).toEqual([]);
    const out = userLogDecider.decide({ type: 'LogOut', id: 5, userId: 7 }, open, now);
    expect(out).toEqual([{ type: 'UserLoggedOut', data: { id: 5, userId: 7 } }]);
    const closed = fold([loggedIn, ...(out as UserLogEvent[])]);
    expect(userLogDecider.decide({ type: 'LogOut', id: 5, userId: 7 }, closed, now)).toEqual([]);
  });

  it('a refused sign-in has no session to close', () => {
    const failed: UserLogEvent = {
      type: 'UserSignInFailed',
      data: { id: 6, userId: null, name: 'x@y.z', email: 'x@y.z' },
    };
    expect(userLogDecider.decide({ type: 'LogOut', id: 6, userId: 7 }, fold([failed]), now)).toEqual([]);
  });
});
