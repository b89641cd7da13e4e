import { isOverdue, statusColour, type StatusColour } from '../shared/status-colours.js';
import { REQUEST_DISPLAY_HOURS, RequestStatus } from './request.enums.js';

/**
 * The requests calendar (spec 1 §2.7, §7.3, §9; spec 2 §4, §7 'Calendar calls'), as rules both the screen and its
 * tests read: which requests it draws, the range it loads, the colour of an event, the step of its time grid.
 */

/** Spec 1 §2.7: the calendar never shows finished requests. */
export const REQUEST_CALENDAR_HIDDEN_STATUSES: readonly RequestStatus[] = Object.freeze([
  'complete',
  'rejected',
  'cancelled',
]);

/** The statuses the calendar draws (the list call's `statuses`, and the legend). */
export const REQUEST_CALENDAR_STATUSES: readonly RequestStatus[] = Object.freeze(
  RequestStatus.values.filter((s) => !REQUEST_CALENDAR_HIDDEN_STATUSES.includes(s)),
);

/** Spec 1 §9: month, week and day views; the time grid steps 60 minutes over the request hours 9 to 19. */
export const REQUEST_CALENDAR_VIEWS = Object.freeze(['month', 'week', 'day'] as const);
export type RequestCalendarView = (typeof REQUEST_CALENDAR_VIEWS)[number];
export const REQUEST_CALENDAR_STEP_MINUTES = 60;
export const REQUEST_CALENDAR_HOURS = REQUEST_DISPLAY_HOURS;

/** Spec 1 §2.7: a month view loads 7 days either side of its month. */
export const REQUEST_CALENDAR_MONTH_MARGIN_DAYS = 7;

const addDays = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The dates ('YYYY-MM-DD', both ends inclusive) a view loads. `first` and `last` are the first and last day of
 * what the view covers: its month for a month view, its week or day otherwise.
 */
export const requestCalendarRange = (
  view: RequestCalendarView,
  first: string,
  last: string,
): { from: string; to: string } =>
  view === 'month'
    ? {
        from: addDays(first, -REQUEST_CALENDAR_MONTH_MARGIN_DAYS),
        to: addDays(last, REQUEST_CALENDAR_MONTH_MARGIN_DAYS),
      }
    : { from: first, to: last };

/**
 * Spec 1 §2.7 and spec 2 §4 'Calendar colouring': a request dated before today that is not complete, rejected
 * or cancelled is drawn in the pending colour; any other in its status's colour. `today` is the local
 * 'YYYY-MM-DD'.
 */
export const requestEventColour = (
  request: { readonly date: string | null; readonly status: string },
  today: string,
): { colour: StatusColour; overdue: boolean } => {
  const overdue = isOverdue(request.date, request.status, today, 'request');
  return { colour: statusColour(overdue ? 'pending' : request.status), overdue };
};
