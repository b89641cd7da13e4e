import jwt from 'jsonwebtoken';
import { TokenService } from './token.service.js';

const SECRET = 'a-test-secret-of-some-length-0123456789';

test('a token it issued names its user; one signed with another secret, tampered, expired or unsigned does not', () => {
  const tokens = new TokenService(SECRET);
  const token = tokens.issue(42);
  expect(tokens.verify(token)).toBe(42);

  expect(tokens.verify(new TokenService('another-secret-0123456789').issue(42))).toBeUndefined();
  const [header, , signature] = token.split('.');
  const claims = Buffer.from(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) + 60 })).toString(
    'base64url',
  );
  expect(tokens.verify(`${header}.${claims}.${signature}`)).toBeUndefined();
  expect(tokens.verify(jwt.sign({}, SECRET, { subject: '42', expiresIn: -10, algorithm: 'HS256' }))).toBeUndefined();
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"42"}').toString('base64url')}.`;
  expect(tokens.verify(unsigned)).toBeUndefined();
  expect(tokens.verify(jwt.sign({}, SECRET, { subject: 'not-a-number', algorithm: 'HS256' }))).toBeUndefined();
});

test('the same tokens as jsonwebtoken with the secret string: the key object changes nothing on the wire', () => {
  const tokens = new TokenService(SECRET);
  const theirs = jwt.sign({}, SECRET, { subject: '7', expiresIn: '1h', algorithm: 'HS256' });
  expect(tokens.verify(theirs)).toBe(7);
  expect(jwt.verify(tokens.issue(7), SECRET, { algorithms: ['HS256'] })).toMatchObject({ sub: '7' });
});

test('a token verified once is trusted again only until it expires, and only as the very string that passed', () => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const tokens = new TokenService(SECRET, '1h', () => now);
  const token = tokens.issue(42);
  expect(tokens.verify(token)).toBe(42);
  expect(tokens.verify(token)).toBe(42); // the second call: from what the first one checked
  // One character of the signature changed: not the string that passed, so checked, and refused.
  const at = token.length - 10;
  const other = token[at] === 'A' ? 'B' : 'A';
  expect(tokens.verify(`${token.slice(0, at)}${other}${token.slice(at + 1)}`)).toBeUndefined();
  now = Date.parse('2026-11-27T10:59:59Z');
  expect(tokens.verify(token)).toBe(42);
  now = Date.parse('2026-11-27T11:00:00Z');
  expect(tokens.verify(token)).toBeUndefined(); // expired, though verified before
  expect(tokens.verify(token)).toBeUndefined();
  // Never verified before, and expired by now: refused by the check itself.
  expect(new TokenService(SECRET, '1h', () => now).verify(token)).toBeUndefined();
});

test('many tokens in use: each still answers its own user', () => {
  const tokens = new TokenService(SECRET);
  const issued = Array.from({ length: 2_500 }, (_, i) => tokens.issue(i + 1));
  issued.forEach((token, i) => expect(tokens.verify(token)).toBe(i + 1));
  issued.forEach((token, i) => expect(tokens.verify(token)).toBe(i + 1));
});

describe('sessions and sign-out (issue 34 §2, §3)', () => {
  it('a token names its sign-in; a revoked token is refused until it expires', () => {
    let now = 1_000_000_000_000;
    const tokens = new TokenService('x'.repeat(40), '1h', () => now);
    const token = tokens.issue(7, 42);
    const other = tokens.issue(7, 43);
    expect(tokens.verify(token)).toBe(7);
    expect(tokens.sessionOf(token)).toBe(42);
    expect(tokens.sessionOf(tokens.issue(7))).toBeUndefined();
    tokens.revoke(token);
    expect(tokens.verify(token)).toBeUndefined();
    expect(tokens.sessionOf(token)).toBeUndefined();
    expect(tokens.verify(other)).toBe(7);
    now += 2 * 3600_000;
    expect(tokens.verify(other)).toBeUndefined();
  });
});
