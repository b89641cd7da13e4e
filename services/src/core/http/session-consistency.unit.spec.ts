import { isRead } from './session-consistency.interceptor.js';

describe('which calls wait for their author’s session fence', () => {
  it.each([
    ['GET', '/api/orders/7'],
    ['HEAD', '/api/users/3'],
    ['POST', '/api/v1/orders/list'],
    ['POST', '/api/v1/storages/records/list'],
  ])('%s %s is a read', (method, path) => expect(isRead(method, path)).toBe(true));

  it.each([
    ['PATCH', '/api/users/3'],
    ['POST', '/api/users/3/deactivate'],
    ['POST', '/api/v1/charges/delete'],
    ['POST', '/api/v1/storages/bulk-update'],
    ['DELETE', '/api/tags/4'],
    ['POST', '/api/v1/lists'],
  ])('%s %s is not', (method, path) => expect(isRead(method, path)).toBe(false));
});
