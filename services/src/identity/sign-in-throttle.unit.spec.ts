import { SignInThrottle } from './sign-in-throttle.js';

describe('SignInThrottle', () => {
  const limits = { windowMs: 15 * 60_000, perAccount: 3, perAddress: 5 };
  let now = 0;
  const throttle = () => new SignInThrottle(limits, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses an account at its limit until the oldest failure leaves the window', () => {
    const t = throttle();
    t.failed('a', 'ip1');
    now += 60_000;
    t.failed('a', 'ip2');
    t.failed('a', 'ip3');
    expect(t.check('a', 'ip4')).toEqual({ retryAfterSeconds: 14 * 60 });
    expect(t.check('b', 'ip4')).toBeUndefined();
    now += 14 * 60_000 - 1;
    expect(t.check('a', 'ip4')).toEqual({ retryAfterSeconds: 1 });
    now += 1;
    expect(t.check('a', 'ip4')).toBeUndefined();
  });

  it('refuses an address at its limit, whatever the account', () => {
    const t = throttle();
    for (let i = 0; i < 5; i++) t.failed(`user${i}`, 'ip');
    expect(t.check('someone-else', 'ip')?.retryAfterSeconds).toBe(15 * 60);
    expect(t.check('someone-else', 'other-ip')).toBeUndefined();
  });

  it('a success clears the account, never the address', () => {
    const t = throttle();
    for (let i = 0; i < 2; i++) t.failed('a', 'ip');
    t.succeeded('a');
    for (let i = 0; i < 2; i++) t.failed('a', 'ip');
    expect(t.check('a', 'other-ip')).toBeUndefined();
    t.failed('a', 'ip');
    expect(t.check('a', 'other-ip')).toBeDefined();
    t.succeeded('a');
    expect(t.check('a', 'ip')).toEqual({ retryAfterSeconds: 15 * 60 });
  });

  it('past its room it forgets the account that failed least recently; a check does not count as a failure', () => {
    const t = new SignInThrottle({ windowMs: 60_000, perAccount: 1, perAddress: 100 }, () => now, 2);
    t.failed('a', 'ip');
    t.failed('b', 'ip');
    expect(t.check('a', 'ip')).toBeDefined();
    t.failed('c', 'ip');
    expect(t.check('a', 'ip')).toBeUndefined();
    expect(t.check('b', 'ip')).toBeDefined();
    expect(t.check('c', 'ip')).toBeDefined();
  });
});
