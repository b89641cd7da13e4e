import { catalogueRequiredErrors, isCatalogueFieldRequired } from './catalogue.rules.js';

describe('the catalogue forms’ required rule', () => {
  it('refuses a reason list record without a reason, with the generic message', () => {
    expect(catalogueRequiredErrors('lost-reasons', {}, 'create')).toEqual([{ path: 'reason', message: 'Required' }]);
    expect(catalogueRequiredErrors('cancel-reasons', { reason: '   ' }, 'create')).toEqual([{ path: 'reason', message: 'Required' }]);
    expect(catalogueRequiredErrors('hold-reasons', { reason: 'Travelling' }, 'create')).toEqual([]);
  });

  it('checks on an update only the required fields it changes', () => {
    expect(catalogueRequiredErrors('city', { name: 'Sharjah' }, 'update')).toEqual([]);
    expect(catalogueRequiredErrors('city', { name: '' }, 'update')).toEqual([{ path: 'name', message: 'Required' }]);
    expect(catalogueRequiredErrors('city', {}, 'create')).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'countryId', message: 'Required' },
    ]);
  });

  it('knows which fields a form marks required', () => {
    expect(isCatalogueFieldRequired('service-types', 'name')).toBe(true);
    expect(isCatalogueFieldRequired('service-types', 'description')).toBe(false);
  });
});
