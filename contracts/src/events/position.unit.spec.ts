import { latestPosition, START } from './position.js';

test('latestPosition: the newest by transaction then sequence, none for none', () => {
  expect(latestPosition([])).toBeUndefined();
  const a = { major: 10n, minor: 7n };
  const b = { major: 11n, minor: 3n }; // a later transaction, an earlier sequence number: still newer
  const c = { major: 11n, minor: 5n };
  expect(latestPosition([a, c, b, START])).toEqual(c);
  expect(latestPosition([b, a])).toEqual(b);
});
