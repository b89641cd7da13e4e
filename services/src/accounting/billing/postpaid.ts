import type { EventStore } from '@console/infra';
import { readCatalogueRecord } from '../../core/resources/resource-record.js';

/** Partner 1 is the business itself: only other partners' postpaid setting reaches their customers (spec 3 §2, §6). */
const OWN_PARTNER = 1;

/**
 * Postpaid invoicing (spec 3 §2, §6): the customer's own setting, or its partner's (the partner page's post-paid
 * invoice toggle). Read from the customer's profile and the partner's stream, never a read model.
 */
export const isPostpaid = async (
  store: EventStore,
  profile: { readonly isPostpaidInvoiceEnabled?: boolean | null; readonly partnerId: number },
): Promise<boolean> => {
  if (profile.isPostpaidInvoiceEnabled === true) return true;
  if (profile.partnerId === OWN_PARTNER) return false;
  const partner = await readCatalogueRecord(store, 'partners', profile.partnerId);
  return partner?.['isPostpaidInvoiceEnabled'] === true;
};
