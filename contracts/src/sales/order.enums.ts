import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Leads and orders share one status set (spec 1 §3, spec 2 §3). */
export const OrderStatus = enumeration(
  [
    'locked',
    'new',
    'renew',
    'rejected',
    'quote_sent',
    'quote_accepted',
    'quote_rejected',
    'lost',
    'confirmed',
    'onhold',
    'cancelled',
    'complete',
    'closed',
  ] as const,
  'OrderStatus',
);
export type OrderStatus = EnumValue<typeof OrderStatus>;

/**
 * Spec 2 §3: "storage, moving, packing, shipping, other_services (others exist; the full list is not shown)".
 * Only the named ones are accepted; a new type is added here when it is known.
 */
export const OrderType = enumeration(
  ['storage', 'moving', 'packing', 'shipping', 'other_services'] as const,
  'OrderType',
);
export type OrderType = EnumValue<typeof OrderType>;

export const SalesCategory = enumeration(
  ['storage', 'moving', 'sale', 'packing', 'shipping', 'other_services', 'unknown'] as const,
  'SalesCategory',
);
export type SalesCategory = EnumValue<typeof SalesCategory>;

/** The values stored in an order's `channel` (spec 2 §3). */
export const LeadChannel = enumeration(
  [
    'google',
    'youtube',
    'instagram',
    'existing',
    'friend',
    'facebook',
    'tv',
    'blog',
    'event',
    'flyer',
    'press',
    'signage',
    'truck',
    'partner',
    'other',
  ] as const,
  'LeadChannel',
);
export type LeadChannel = EnumValue<typeof LeadChannel>;

/**
 * The separate display list of spec 1 §3 and spec 2 §3. The specs do not say how it maps to the values above,
 * so it stays a list of its own.
 */
export const LeadChannelLabel = enumeration(
  ['Phone', 'WhatsApp', 'Email', 'Partner', 'Website', 'Ex-Customer', 'Existing Customer', 'Direct'] as const,
  'LeadChannelLabel',
);
export type LeadChannelLabel = EnumValue<typeof LeadChannelLabel>;

/** `warehouseType` is a list of these; labelled AC / Non AC, just AC in country 2 (spec 2 §9). */
export const WarehouseType = enumeration(['ac', 'non-ac'] as const, 'WarehouseType');
export type WarehouseType = EnumValue<typeof WarehouseType>;

/* Checklist (spec 2 §3). */
export const BuildingType = enumeration(['Flat', 'Villa', 'Hotel', 'Office', 'Other'] as const, 'BuildingType');
export type BuildingType = EnumValue<typeof BuildingType>;

export const SlotPlacement = enumeration(['Inside', 'Outside'] as const, 'SlotPlacement');
export type SlotPlacement = EnumValue<typeof SlotPlacement>;

/**
 * maximumAllowedLoadingTime and maximumAllowedLiftTime: "Unlimitted, 1 Hr to 8 Hr". The misspelling is the
 * stored value of the spec and is kept so existing records decode; the screen may show it corrected.
 */
export const AllowedTime = enumeration(
  ['Unlimitted', '1 Hr', '2 Hr', '3 Hr', '4 Hr', '5 Hr', '6 Hr', '7 Hr', '8 Hr'] as const,
  'AllowedTime',
);
export type AllowedTime = EnumValue<typeof AllowedTime>;

/** Partner commission slab `service_category.name` (spec 2 §3, spec 3 §3). */
export const CommissionCategory = enumeration(['Storage', 'Service'] as const, 'CommissionCategory');
export type CommissionCategory = EnumValue<typeof CommissionCategory>;
