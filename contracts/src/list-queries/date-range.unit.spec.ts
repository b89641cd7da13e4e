import { isLeft, right } from 'fp-ts/lib/Either.js';
import { DATE_OR_INSTANT_MESSAGE, DateRange, dateRangeToDays, dateRangeToInstants } from './date-range.js';
import { decodeOrIssues } from '../shared/validation-issues.js';

describe('DateRange', () => {
  it('accepts days and instants, normalising instants to UTC', () => {
    expect(DateRange.decode({ from: '2024-02-29', to: '2024-03-01T04:00:00+04:00' })).toEqual(
      right({ from: '2024-02-29', to: '2024-03-01T00:00:00.000Z' }),
    );
    expect(DateRange.decode({})).toEqual(right({}));
  });

  it('refuses impossible days and other text', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '01/02/2024', '2024-1-1', 'today', 20240101]) {
      expect(isLeft(DateRange.decode({ from: bad }))).toBe(true);
    }
    expect(decodeOrIssues(DateRange, { to: 'x' })).toEqual({
      _tag: 'Left',
      left: [{ path: 'to', message: DATE_OR_INSTANT_MESSAGE }],
    });
  });
});

describe('dateRangeToInstants', () => {
  it('turns days into the start of the first and the end of the last', () => {
    expect(dateRangeToInstants({ from: '2024-05-01', to: '2024-05-31' })).toEqual({
      from: '2024-05-01T00:00:00.000Z',
      to: '2024-05-31T23:59:59.999Z',
    });
  });
  it('keeps instants and missing ends as they are', () => {
    expect(dateRangeToInstants({ from: '2024-04-30T20:00:00.000Z' })).toEqual({ from: '2024-04-30T20:00:00.000Z' });
    expect(dateRangeToInstants(undefined)).toEqual({});
  });
  it('takes another end-of-day time', () => {
    expect(dateRangeToInstants({ to: '2024-05-31' }, '23:59:59')).toEqual({ to: '2024-05-31T23:59:59Z' });
  });
});

describe('dateRangeToDays', () => {
  it('gives YYYY-MM-DD ends', () => {
    expect(dateRangeToDays({ from: '2024-05-01', to: '2024-05-31T10:00:00.000Z' })).toEqual({
      from: '2024-05-01',
      to: '2024-05-31',
    });
  });
});
