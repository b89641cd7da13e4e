import type { ResourceRecordOf } from '../shared/resource/resource-definition.js';
import type { ADDRESS_RESOURCE } from './address.resource.js';

/**
 * A row of POST /api/v1/addresses/list and of GET /api/addresses(/:id): the record (spec 2 §3 Address), when it
 * was made and last changed, and the names the addresses screens show, copied into rm.addresses and kept current
 * as the user, city or partner is renamed (ARCHITECTURE §5).
 */
export type AddressRow = ResourceRecordOf<typeof ADDRESS_RESOURCE> & {
  readonly id: number;
  readonly userName: string | null;
  readonly cityName: string | null;
  readonly partnerName: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** Columns the addresses list call may sort by. */
export const ADDRESS_SORTABLE = [
  'id',
  'userId',
  'partnerId',
  'name',
  'line1',
  'area',
  'cityId',
  'countryId',
  'userName',
  'cityName',
  'createdAt',
  'updatedAt',
] as const;

/** Spec 2 §9: the addresses screen shows 20 a page. */
export const ADDRESSES_PAGE_SIZE = 20;

/** The record title of an address (spec 2 §2 show page): 'Address #{id}'. */
export const addressTitle = (id: number | string): string => `Address #${id}`;

/**
 * An address as one line of text, its parts in the order a driver reads them: line 1, area, city. Blank parts are
 * left out; an address with none of them reads as its title. The request show page and the request note print it.
 */
export const addressText = (a: {
  readonly id: number;
  readonly line1?: string | null;
  readonly area?: string | null;
  readonly cityName?: string | null;
}): string => {
  const parts = [a.line1, a.area, a.cityName].map((p) => p?.trim() ?? '').filter((p) => p !== '');
  return parts.length > 0 ? parts.join(', ') : addressTitle(a.id);
};
