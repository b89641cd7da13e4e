import { REQUEST_LINE_MESSAGES, REQUEST_TYPES_WITH_STORAGE_LINES, requestLineListErrors } from './request.rules.js';
import { STORAGE_LOOP } from './storage-loop.js';

describe("a request's lines as a whole (issue 31)", () => {
  it('names the second line of a storage listed twice', () => {
    expect(requestLineListErrors([{ storageId: 4 }, { storageId: 5 }, { storageId: 6 }, { storageId: 4 }])).toEqual([
      { path: 'request_lines.3', message: REQUEST_LINE_MESSAGES.storageTwice },
    ]);
  });

  it('leaves lines without a storage to the line rules (a quantity alone is a line)', () => {
    expect(requestLineListErrors([{ storageId: 4 }, { storageId: null }, {}])).toEqual([]);
  });

  it('the types with storage lines are the ones the storage loop moves', () => {
    const moved = new Set(Object.values(STORAGE_LOOP).flatMap((byType) => Object.keys(byType ?? {})));
    expect([...REQUEST_TYPES_WITH_STORAGE_LINES].sort()).toEqual([...moved].sort());
  });
});
