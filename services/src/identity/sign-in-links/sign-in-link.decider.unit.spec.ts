import { SIGN_IN_LINK_INVALID } from '@console/contracts';
import { signInLinkDecider as d, type SignInLinkEvent } from './sign-in-link.decider.js';

const now = new Date('2026-11-30T10:00:00Z');
const issued: SignInLinkEvent = {
  type: 'SignInLinkIssued',
  data: { id: 7, userId: 12, purpose: 'reset', verifierHash: 'a'.repeat(64), expiresAt: '2026-11-30T11:00:00Z' },
};
const given = (...events: SignInLinkEvent[]) => events.reduce(d.evolve, d.initialState);
const use = (verifierHash = 'a'.repeat(64), purpose: 'reset' | 'magic' = 'reset') =>
  ({ type: 'UseLink', purpose, verifierHash }) as const;

it('uses an issued link once, with its own secret, before it expires', () => {
  expect(d.decide(use(), given(issued), now)).toEqual([{ type: 'SignInLinkUsed', data: { id: 7, userId: 12 } }]);
});

it.each([
  ['unknown', use(), given()],
  ['used', use(), given(issued, { type: 'SignInLinkUsed', data: { id: 7, userId: 12 } })],
  ['wrong secret', use('b'.repeat(64)), given(issued)],
  ['short secret', use('a'), given(issued)],
  ['other purpose', use('a'.repeat(64), 'magic'), given(issued)],
])('refuses a link that is %s with the one answer', (_name, command, state) => {
  expect(d.decide(command, state, now)).toEqual({ kind: 'forbidden', message: SIGN_IN_LINK_INVALID });
});

it('refuses a link from the instant it expires', () => {
  expect(d.decide(use(), given(issued), new Date('2026-11-30T11:00:00Z'))).toEqual({
    kind: 'forbidden',
    message: SIGN_IN_LINK_INVALID,
  });
});

it('issues a link once', () => {
  expect(d.decide({ type: 'IssueLink', data: issued.data }, given(issued), now)).toMatchObject({ kind: 'conflict' });
});
