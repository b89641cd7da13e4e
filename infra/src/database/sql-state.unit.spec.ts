import { sqlStateOf } from './sql-state.js';

describe('sqlStateOf', () => {
  test('is the code of an error PostgreSQL answered, and nothing for what carries no string code', () => {
    expect(sqlStateOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe('23505');
    expect(sqlStateOf({ code: '40001' })).toBe('40001');
    expect(sqlStateOf(new Error('Connection terminated unexpectedly'))).toBeUndefined();
    expect(sqlStateOf({ code: 42 })).toBeUndefined();
    expect(sqlStateOf(undefined)).toBeUndefined();
    expect(sqlStateOf('23505')).toBeUndefined();
  });
});
