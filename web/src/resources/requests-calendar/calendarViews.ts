import { requestCalendarRange, type RequestCalendarView, type StatusColour } from '@console/contracts';
import dayjs from 'dayjs';
import { STATUS_PALETTE } from '../../framework/fields/StatusBadge';

export const FC_VIEWS: Readonly<Record<RequestCalendarView, string>> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};
export const viewOf = (fcView: string): RequestCalendarView =>
  fcView === 'timeGridWeek' ? 'week' : fcView === 'timeGridDay' ? 'day' : 'month';

/**
 * The days a view covers around a date, as FullCalendar draws them (weeks from Sunday, `firstDay` 0): its month,
 * its week or the day.
 */
export const coveredBy = (view: RequestCalendarView, date: string): { first: string; last: string } => {
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  const d = dayjs(date);
  return { first: d.startOf(unit).format('YYYY-MM-DD'), last: d.endOf(unit).format('YYYY-MM-DD') };
};
export const rangeOf = (view: RequestCalendarView, date: string) => {
  const { first, last } = coveredBy(view, date);
  return requestCalendarRange(view, first, last);
};

/** A status colour as a solid background: the palette's 'default' is transparent, which an event cannot be. */
export const colourBg = (c: StatusColour) =>
  STATUS_PALETTE[c].bg === 'transparent' ? '#9e9e9e' : STATUS_PALETTE[c].bg;
