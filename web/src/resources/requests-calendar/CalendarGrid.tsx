import { useEffect, useMemo, useRef } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import arLocale from '@fullcalendar/core/locales/ar';
import type { DatesSetArg, EventClickArg, EventInput, EventMountArg } from '@fullcalendar/core';
import {
  REQUEST_CALENDAR_HOURS,
  REQUEST_CALENDAR_STEP_MINUTES,
  requestEventColour,
  type RequestCalendarView,
  type StatusColour,
} from '@console/contracts';
import dayjs from 'dayjs';
import { enumLabel } from '../../app/i18n/enumText';
import { useLocale } from '../../app/i18n/locale';
import { t } from '../../app/i18n/messages';
import { STATUS_PALETTE } from '../../framework/fields/StatusBadge';
import { colourBg, coveredBy, FC_VIEWS, viewOf } from './calendarViews';
import { slotText, type CalendarRequest } from './calendarRequest';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;

/** The request as an event: timed in its slot, else all day; coloured by contracts' rule (overdue: pending). */
const toEvent = (r: CalendarRequest, today: string): EventInput | null => {
  if (!r.date) return null;
  const day = r.date.slice(0, 10);
  const { colour, overdue } = requestEventColour({ date: day, status: r.status }, today);
  const timed = r.from !== null && r.to !== null;
  const bg = colourBg(colour);
  return {
    id: String(r.id),
    // Spec 1 §2.7: city, type, customer, status, date and time range.
    title: [
      `#${r.id}`,
      r.cityName,
      enumLabel('RequestType', r.type),
      r.userName,
      enumLabel('RequestStatus', r.status),
      `${dayjs(day).format('DD/MM/YYYY')} ${slotText(r)}`.trim(),
    ]
      .filter(Boolean)
      .join(' · '),
    ...(timed ? { start: `${day}T${hour(r.from)}`, end: `${day}T${hour(r.to)}` } : { start: day, allDay: true }),
    backgroundColor: bg,
    borderColor: bg,
    textColor: STATUS_PALETTE[colour].fg === 'inherit' ? '#fff' : STATUS_PALETTE[colour].fg,
    extendedProps: { request: r, colour, overdue },
  };
};

/** FullCalendar's Arabic words and direction, its dates formatted as the UAE's (Latin digits, not Arabic-Indic). */
const AR_CALENDAR = { ...arLocale, code: 'ar-AE' };

/**
 * Marks an event's element for tests and tooltips. FullCalendar's own rendering draws it (title and hours): JSX
 * event content makes its React adapter call flushSync inside React's commit (fullcalendar#7334).
 */
const markEvent = (arg: EventMountArg) => {
  const {
    request: r,
    colour,
    overdue,
  } = arg.event.extendedProps as { request: CalendarRequest; colour: StatusColour; overdue: boolean };
  arg.el.setAttribute('data-testid', 'calendar-event');
  arg.el.setAttribute('data-request-id', String(r.id));
  arg.el.setAttribute('data-status', r.status);
  arg.el.setAttribute('data-colour', colour);
  arg.el.setAttribute('data-overdue', String(overdue));
  arg.el.setAttribute('title', arg.event.title);
  arg.el.style.cursor = 'pointer';
};

interface Props {
  readonly view: RequestCalendarView;
  readonly date: string;
  readonly rows: readonly CalendarRequest[];
  /** The view and first day FullCalendar moved to (its buttons). */
  readonly onMoved: (view: RequestCalendarView, first: string) => void;
}

/**
 * FullCalendar's month and week grids (spec 1 §2.7): a 60-minute step over the request hours, each event in its
 * status colour or the pending colour when overdue; a click opens the request in a new tab. Its day view is left
 * to the day's board (JobsDayBoard): a time grid draws a busy day's jobs side by side, too narrow to read.
 */
export const CalendarGrid = ({ view, date, rows, onMoved }: Props) => {
  const arabic = useLocale() === 'ar';
  // The view it opens on is the one asked when it mounts (it mounts again after the day's board).
  const initial = useRef({ view, date });
  const calendarRef = useRef<FullCalendar>(null);

  // A URL that names another view or date than the one drawn (a link, Back) moves the calendar there.
  useEffect(() => {
    // After React's commit: FullCalendar renders the change synchronously (flushSync), which React refuses mid-commit.
    const timer = window.setTimeout(() => {
      const api = calendarRef.current?.getApi();
      if (!api) return;
      const drawn = { view: viewOf(api.view.type), first: dayjs(api.view.currentStart).format('YYYY-MM-DD') };
      if (drawn.view !== view || drawn.first !== coveredBy(view, date).first) api.changeView(FC_VIEWS[view], date);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [view, date]);

  const onDatesSet = (arg: DatesSetArg) => {
    const v = viewOf(arg.view.type);
    const first = dayjs(arg.view.currentStart).format('YYYY-MM-DD');
    if (v === view && first === coveredBy(view, date).first) return;
    onMoved(v, first);
  };

  const today = dayjs().format('YYYY-MM-DD');
  const events = useMemo(
    () => rows.map((r) => toEvent(r, today)).filter((e): e is EventInput => e !== null),
    [rows, today],
  );

  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    window.open(`${window.location.pathname}#/requests/${arg.event.id}/show`, '_blank', 'noopener');
  };

  return (
    <FullCalendar
      ref={calendarRef}
      plugins={[dayGridPlugin, timeGridPlugin]}
      initialView={FC_VIEWS[initial.current.view]}
      initialDate={initial.current.date}
      headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
      buttonText={{
        today: t('requests.calendar.today'),
        month: t('requests.calendar.month'),
        week: t('requests.calendar.week'),
        day: t('requests.calendar.day'),
      }}
      slotDuration={{ minutes: REQUEST_CALENDAR_STEP_MINUTES }}
      slotMinTime={hour(REQUEST_CALENDAR_HOURS.from)}
      slotMaxTime={hour(REQUEST_CALENDAR_HOURS.to)}
      // Dates as the console writes them (DD/MM, ARCHITECTURE §8), hours 24-hour; weeks from Sunday. In Arabic the
      // grid reads right to left, its month and day names Arabic with the Gulf's Latin digits (ar-AE).
      locale={arabic ? AR_CALENDAR : enGbLocale}
      direction={arabic ? 'rtl' : 'ltr'}
      firstDay={0}
      views={{
        timeGrid: { dayHeaderFormat: { weekday: 'short', day: '2-digit', month: '2-digit', omitCommas: true } },
      }}
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
      height="auto"
      dayMaxEvents={4}
      // The title holds the date and the hours; every event a block in its colour, in the month view too.
      displayEventTime={false}
      eventDisplay="block"
      nowIndicator
      events={events}
      eventDidMount={markEvent}
      eventClick={onClick}
      datesSet={onDatesSet}
    />
  );
};
