import {
  isResourceFieldRequired,
  resourceDefaults,
  resourceRequiredErrors,
} from '../shared/resource/resource-definition.js';
import { ADDRESS_RESOURCE } from './address.resource.js';
import { addressText, addressTitle } from './address.read.js';

describe('an address', () => {
  it('requires a user on create, with the generic message (spec 2 §5 "Address requires a user")', () => {
    expect(resourceRequiredErrors(ADDRESS_RESOURCE, { line1: 'Villa 3' }, 'create')).toEqual([
      { path: 'userId', message: 'Required' },
    ]);
    expect(resourceRequiredErrors(ADDRESS_RESOURCE, { userId: 12 }, 'create')).toEqual([]);
    // An edit that leaves the user alone is not asked for it; one that clears it is refused.
    expect(resourceRequiredErrors(ADDRESS_RESOURCE, { area: 'Jumeirah' }, 'update')).toEqual([]);
    expect(resourceRequiredErrors(ADDRESS_RESOURCE, { userId: null }, 'update')).toEqual([
      { path: 'userId', message: 'Required' },
    ]);
    expect(isResourceFieldRequired(ADDRESS_RESOURCE, 'userId')).toBe(true);
    expect(isResourceFieldRequired(ADDRESS_RESOURCE, 'line1')).toBe(false);
  });

  it('is seen by partner users only for their own partner, and made for partner 1 when nothing else says', () => {
    expect(ADDRESS_RESOURCE.partnerScope).toBe('own');
    expect(resourceDefaults(ADDRESS_RESOURCE)).toMatchObject({ partnerId: 1, cityId: null, countryId: null });
  });

  it('reads as line 1, area and city, leaving blank parts out', () => {
    expect(addressText({ id: 7, line1: 'Villa 3, Street 4', area: 'Jumeirah', cityName: 'Dubai' })).toBe(
      'Villa 3, Street 4, Jumeirah, Dubai',
    );
    expect(addressText({ id: 7, line1: 'Villa 3', area: '  ', cityName: null })).toBe('Villa 3');
    expect(addressText({ id: 7, line1: 'Villa 3', area: 'Jumeirah' })).toBe('Villa 3, Jumeirah');
  });

  it('reads as its title when it has no lines', () => {
    expect(addressText({ id: 7, line1: null, area: null })).toBe('Address #7');
    expect(addressTitle(42)).toBe('Address #42');
  });
});
