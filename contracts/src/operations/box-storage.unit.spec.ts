import { isBoxStorage } from './box-storage.js';

describe('isBoxStorage (spec 2 §4 box-status dialog)', () => {
  it.each([
    [{ storagetypeCode: 'BOX-S', storagetypeName: 'Small box' }, true],
    [{ storagetypeCode: 'WARDROBE', storagetypeName: 'Wardrobe box' }, true],
    [{ storagetypeCode: 'box', storagetypeName: null }, true],
    [{ storagetypeCode: 'SOFA-3', storagetypeName: 'Sofa, 3 seats' }, false],
    [{ storagetypeCode: 'BOXER', storagetypeName: 'Boxing bag' }, false],
    [{ storagetypeCode: null, storagetypeName: null }, false],
  ])('%j is a box: %s', (storage, expected) => {
    expect(isBoxStorage(storage)).toBe(expected);
  });
});
