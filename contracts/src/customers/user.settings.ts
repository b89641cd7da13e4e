import { hasPermission } from '../identity/permissions.js';
import { OWN_PARTNER_ID } from '../sales/pricing.js';

/**
 * The customer page's settings toggles (spec 3 §2, §6, §7 'Settings toggles'): visible to admin only and enabled only
 * when the customer's partner is 1 (another partner's customers follow their partner's settings, its page's toggles).
 * The page shows and enables them by this rule; the server refuses by it.
 */
export const USER_SETTINGS = ['isPostpaidInvoiceEnabled', 'showCbmInChargeDescription'] as const;
export type UserSetting = (typeof USER_SETTINGS)[number];

export const USER_SETTINGS_ADMIN_MESSAGE = 'Only admin may change the postpaid invoice and show CBM settings';
export const USER_SETTINGS_PARTNER_MESSAGE =
  "A customer of another partner than 1 follows its partner's settings: change them on the partner's page";

/** Whether these permissions see the toggles at all (admin only). */
export const seesUserSettings = (permissions: readonly string[]): boolean => hasPermission(permissions, 'admin');

/** Whether the toggles are enabled for a customer of this partner. */
export const userSettingsEnabled = (partnerId: number): boolean => partnerId === OWN_PARTNER_ID;

/** Why this change of a customer's settings is refused, or undefined when it touches none or may. */
export const userSettingsRefusal = (
  permissions: readonly string[],
  customerPartnerId: number,
  changes: Readonly<Record<string, unknown>>,
): string | undefined => {
  if (!USER_SETTINGS.some((s) => s in changes)) return undefined;
  if (!seesUserSettings(permissions)) return USER_SETTINGS_ADMIN_MESSAGE;
  if (!userSettingsEnabled(customerPartnerId)) return USER_SETTINGS_PARTNER_MESSAGE;
  return undefined;
};
