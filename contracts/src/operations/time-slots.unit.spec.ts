import { timeSlotErrors, REQUEST_RULE_OUR_MESSAGES } from './request.rules.js';
import { DEFAULT_SLOT_HOURS, parseTimeSlots } from './time-slots.js';

describe("a country's time slots (issue 34 §6)", () => {
  it('reads a timeSlots configuration as hour ranges, the spec’s slots when it does not read', () => {
    expect(parseTimeSlots('8-12, 12-16')).toEqual([
      { from: 8, to: 12 },
      { from: 12, to: 16 },
    ]);
    expect(parseTimeSlots(undefined)).toEqual(DEFAULT_SLOT_HOURS);
    expect(parseTimeSlots('13-9')).toEqual(DEFAULT_SLOT_HOURS);
  });

  it("checks a request's hours against the country's slots, with the spec's words for the spec's slots", () => {
    expect(timeSlotErrors(9, 13)).toEqual([]);
    expect(timeSlotErrors(8, 12)).toEqual([{ path: 'from', message: REQUEST_RULE_OUR_MESSAGES.timeSlot }]);
    const slots = parseTimeSlots('8-12,12-16');
    expect(timeSlotErrors(8, 12, slots)).toEqual([]);
    expect(timeSlotErrors(9, 13, slots)).toEqual([
      { path: 'from', message: REQUEST_RULE_OUR_MESSAGES.timeSlotOfCountry },
    ]);
    expect(timeSlotErrors(null, null, slots)).toEqual([]);
  });
});
