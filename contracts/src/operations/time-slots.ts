/** A time slot as requests store it: the hour it starts and the hour it ends (spec 2 §5). */
export interface SlotHours {
  readonly from: number;
  readonly to: number;
}

/** Spec 2 §5 and spec 3 §9: 9 to 13 and 13 to 18, what a country without a timeSlots configuration offers. */
export const DEFAULT_SLOT_HOURS: readonly SlotHours[] = Object.freeze([
  Object.freeze({ from: 9, to: 13 }),
  Object.freeze({ from: 13, to: 18 }),
]);

/**
 * A timeSlots configuration ('9-13,13-18', checked by the configuration's rule when saved) as hour ranges; the
 * spec's slots when the value is missing or does not read.
 */
export const parseTimeSlots = (value: string | undefined): readonly SlotHours[] => {
  const slots = (value ?? '')
    .split(',')
    .map((range) => range.trim().split('-').map(Number))
    .filter((h): h is [number, number] => h.length === 2 && h.every(Number.isInteger) && h[0]! < h[1]!)
    .map(([from, to]) => ({ from, to }));
  return slots.length > 0 ? slots : DEFAULT_SLOT_HOURS;
};

/** 9 → '9 am', 13 → '1 pm', 12 → '12 pm', 24 → '12 am': the hours as spec 2 §5 writes its slots. */
const hour = (h: number): string => `${h % 12 === 0 ? 12 : h % 12} ${h % 24 < 12 ? 'am' : 'pm'}`;
/** '9 am - 1 pm', the words of spec 2 §5 for a slot. */
export const slotHoursLabel = (s: SlotHours): string => `${hour(s.from)} - ${hour(s.to)}`;
