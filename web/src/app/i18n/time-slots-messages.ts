/** A request's time slots as a country configures them (issue 34 §6): the hours of spec 2 §5's '9 am - 1 pm'. */
export const TIME_SLOTS_MESSAGES = {
  'timeSlots.am': '{hour} am',
  'timeSlots.pm': '{hour} pm',
  'timeSlots.range': '{from} - {to}',
} as const;
