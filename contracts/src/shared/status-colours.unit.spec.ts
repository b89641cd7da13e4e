import { isOverdue, statusBadge, statusColour } from './status-colours.js';

describe('statusColour (spec 1 §4)', () => {
  it.each([
    ['pending', 'red'],
    ['new', 'purple'],
    ['confirmed', 'orange'],
    ['approved', 'green'],
    ['transit', 'cyan'],
    ['received', 'cyan'],
    ['delivered', 'cyan'],
    ['onhold', 'brown'],
    ['cancelled', 'grey'],
    ['rejected', 'grey'],
    ['complete', 'blue'],
    ['stored', 'default'],
    ['constructor', 'default'],
  ])('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });
});

describe('statusBadge', () => {
  it('prefixes the status with its kind', () => {
    expect(statusBadge('request', 'transit')).toEqual({ key: 'request.transit', status: 'transit', colour: 'cyan' });
    expect(statusBadge('storage_record', 'in')).toEqual({ key: 'storage_record.in', status: 'in', colour: 'default' });
  });
  it('shows an unknown kind as pending', () => {
    expect(statusBadge('coupon', 'active')).toEqual({ key: 'pending', status: 'pending', colour: 'red' });
  });
});

describe('isOverdue', () => {
  const today = '2024-06-10';
  it('a past date that is not finished is overdue', () => {
    expect(isOverdue('2024-06-09', 'approved', today, 'request')).toBe(true);
    expect(isOverdue('2024-06-09', 'lost', today, 'order')).toBe(true);
  });
  it('finished ones, today and the future are not', () => {
    expect(isOverdue('2024-06-09', 'complete', today, 'request')).toBe(false);
    expect(isOverdue('2024-06-09', 'cancelled', today, 'order')).toBe(false);
    expect(isOverdue('2024-06-09', 'lost', today, 'lead')).toBe(false);
    expect(isOverdue('2024-06-10', 'new', today, 'request')).toBe(false);
    expect(isOverdue(null, 'new', today, 'request')).toBe(false);
  });
});
