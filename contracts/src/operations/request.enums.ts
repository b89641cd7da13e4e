import { enumeration, type EnumValue } from '../shared/enumeration.js';

/** Spec 1 §3, spec 2 §3. */
export const RequestStatus = enumeration(
  [
    'pending',
    'new',
    'confirmed',
    'onhold',
    'approved',
    'transit',
    'received',
    'delivered',
    'complete',
    'rejected',
    'cancelled',
  ] as const,
  'RequestStatus',
);
export type RequestStatus = EnumValue<typeof RequestStatus>;

export const RequestType = enumeration(
  [
    'newbox',
    'pickup',
    'delivery',
    'drop',
    'collect',
    'close',
    'survey',
    'scrap',
    'transfer',
    'moving',
    'shipping',
    'other_services',
  ] as const,
  'RequestType',
);
export type RequestType = EnumValue<typeof RequestType>;

export const CustomerAction = enumeration(['disputed', 'accepted', 'resolved'] as const, 'CustomerAction');
export type CustomerAction = EnumValue<typeof CustomerAction>;

/**
 * Spec 2 §5: 9 am - 1 pm (from 9, to 13) and 1 pm - 6 pm (from 13, to 18). The value names the hours so a slot
 * can be read without a lookup; requests themselves store `from` and `to` hours.
 */
export const TimeSlot = enumeration(['9-13', '13-18'] as const, 'TimeSlot');
export type TimeSlot = EnumValue<typeof TimeSlot>;

export const TIME_SLOTS: Readonly<
  Record<TimeSlot, { readonly from: number; readonly to: number; readonly label: string }>
> = Object.freeze({
  '9-13': Object.freeze({ from: 9, to: 13, label: '9 am - 1 pm' }),
  '13-18': Object.freeze({ from: 13, to: 18, label: '1 pm - 6 pm' }),
});

/** Choosing the start sets the end (spec 2 §5). */
export const timeSlotStartingAt = (from: number): TimeSlot | undefined =>
  TimeSlot.values.find((slot) => TIME_SLOTS[slot].from === from);

/** Hours shown for requests on calendars (spec 1 §9). */
export const REQUEST_DISPLAY_HOURS = Object.freeze({ from: 9, to: 19 });

/** Spec 2 §7 "Notify create {id, type}". */
export const RequestNotifyType = enumeration(
  ['REQUEST_NOTIFY_CUSTOMER', 'REQUEST_NOTIFY_TEAM', 'REQUEST_NOTIFY_WAREHOUSE'] as const,
  'RequestNotifyType',
);
export type RequestNotifyType = EnumValue<typeof RequestNotifyType>;
