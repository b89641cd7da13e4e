import { REQUEST_LINE_MESSAGES, REQUEST_TYPES_WITH_STORAGE_LINES, requestLineListErrors } from './request.rules.js';
import { STORAGE_LOOP } from './storage-loop.js';

describe("a request's lines as a whole (issue 31)", () => {
  it('names the second line of a storage listed twice', () => {
    expect(
      requestLineListErrors([{ storageId: 4 }, { storageId: 5 }, { storageId: 6 }, { storageId: 4 }], 'pickup'),
    ).toEqual([{ path: 'request_lines.3', message: REQUEST_LINE_MESSAGES.storageTwice }]);
  });

  it('refuses a blank line (no storage, no quantity) on a type whose lines are storages, unless told not to', () => {
    expect(requestLineListErrors([{ storageId: 4 }, { storageId: null }], 'delivery')).toEqual([
      { path: 'request_lines.1', message: REQUEST_LINE_MESSAGES.blankLine },
    ]);
    expect(requestLineListErrors([{ storageId: 4 }, { qty: 0 }], 'pickup')).toEqual([
      { path: 'request_lines.1', message: REQUEST_LINE_MESSAGES.blankLine },
    ]);
    // A first pickup knows how many things, not which storages: a quantity alone is a line.
    expect(requestLineListErrors([{ qty: 3 }], 'pickup')).toEqual([]);
    expect(requestLineListErrors([{ storageId: null }], 'delivery', false)).toEqual([]);
    expect(requestLineListErrors([{}], 'newbox')).toEqual([]);
  });

  it('the types with storage lines are the ones the storage loop moves', () => {
    const moved = new Set(Object.values(STORAGE_LOOP).flatMap((byType) => Object.keys(byType ?? {})));
    expect([...REQUEST_TYPES_WITH_STORAGE_LINES].sort()).toEqual([...moved].sort());
  });
});
