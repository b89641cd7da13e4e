import type { MessageKey } from '../messages';

/** A request's time slots as a country configures them, as '9 ص - 1 م'. */
export const arTimeSlots = {
  'timeSlots.am': '{hour} ص',
  'timeSlots.pm': '{hour} م',
  'timeSlots.range': '{from} - {to}',
} as const satisfies Partial<Record<MessageKey, string>>;
