import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import type { DatesSetArg, EventClickArg, EventInput, EventMountArg } from '@fullcalendar/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import {
  REQUEST_CALENDAR_HOURS,
  REQUEST_CALENDAR_STATUSES,
  REQUEST_CALENDAR_STEP_MINUTES,
  requestCalendarRange,
  requestEventColour,
  statusColour,
  type RequestCalendarView,
  type StatusColour,
} from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { STATUS_PALETTE } from '../../framework/fields/StatusBadge';
import type { ListQuery } from '../../framework/types';
import { requestsApi } from '../requests/api';

/** What an event shows of a request row (spec 1 §2.7: city, type, customer, status, date and time range). */
interface CalendarRequest {
  readonly id: number;
  readonly type: string;
  readonly status: string;
  readonly date: string | null;
  readonly from: number | null;
  readonly to: number | null;
  readonly cityName?: string | null;
  readonly userName?: string | null;
}

/** The list call takes at most 1000 rows a page (contracts' MAX_LIMIT). */
const CALENDAR_LIMIT = 1000;

const FC_VIEWS: Readonly<Record<RequestCalendarView, string>> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};
const viewOf = (fcView: string): RequestCalendarView =>
  fcView === 'timeGridWeek' ? 'week' : fcView === 'timeGridDay' ? 'day' : 'month';
const hour = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
const slotText = (r: CalendarRequest) => (r.from !== null && r.to !== null ? `${r.from}:00 - ${r.to}:00` : '');

/**
 * The days a view covers around a date, as FullCalendar draws them (weeks from Sunday, `firstDay` 0): its month,
 * its week or the day.
 */
const coveredBy = (view: RequestCalendarView, date: string): { first: string; last: string } => {
  const unit = view === 'month' ? 'month' : view === 'week' ? 'week' : 'day';
  const d = dayjs(date);
  return { first: d.startOf(unit).format('YYYY-MM-DD'), last: d.endOf(unit).format('YYYY-MM-DD') };
};
const rangeOf = (view: RequestCalendarView, date: string) => {
  const { first, last } = coveredBy(view, date);
  return requestCalendarRange(view, first, last);
};

const colourBg = (c: StatusColour) => (STATUS_PALETTE[c].bg === 'transparent' ? '#9e9e9e' : STATUS_PALETTE[c].bg);

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
      r.type,
      r.userName,
      r.status,
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

const Legend = () => (
  <Stack
    direction="row"
    spacing={1}
    useFlexGap
    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    data-testid="calendar-legend"
  >
    {REQUEST_CALENDAR_STATUSES.map((s) => {
      const c = statusColour(s);
      return (
        <Box
          key={s}
          data-testid="calendar-legend-item"
          data-status={s}
          data-colour={c}
          sx={{
            px: 1,
            borderRadius: 1,
            fontSize: 12,
            lineHeight: '22px',
            bgcolor: colourBg(c),
            color: '#fff',
            textTransform: 'capitalize',
          }}
        >
          {s}
        </Box>
      );
    })}
    <Typography variant="caption" color="text.secondary">
      {t('requests.calendarOverdueNote')}
    </Typography>
  </Stack>
);

interface Props {
  readonly title: string;
  /** The view it opens on when the URL names none (/jobs: the day's jobs; the requests calendar: the month). */
  readonly defaultView: RequestCalendarView;
  readonly listId: string;
}

/**
 * The requests calendar (spec 1 §2.7): month, week and day views, a 60-minute step over the request hours, the
 * requests of the visible range (a month view 7 days either side) that are not complete, rejected or cancelled,
 * through the requests list (the generic call when it fails), refreshed live. Each event shows city, type,
 * customer, status, date and time range, in its status colour or the pending colour when overdue; a click opens
 * the request in a new tab. View and date are kept in the URL.
 */
export const RequestsCalendar = ({ title, defaultView, listId }: Props) => {
  const theme = useTheme();
  const [search, setSearch] = useSearchParams();
  const viewParam = search.get('view');
  const view: RequestCalendarView =
    viewParam === 'month' || viewParam === 'week' || viewParam === 'day' ? viewParam : defaultView;
  const dateParam = search.get('date');
  const date =
    dateParam && dayjs(dateParam).isValid() ? dayjs(dateParam).format('YYYY-MM-DD') : dayjs().format('YYYY-MM-DD');
  const initial = useRef({ view, date });
  const calendarRef = useRef<FullCalendar>(null);
  const range = rangeOf(view, date);

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
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('view', v);
        next.set('date', first);
        return next;
      },
      { replace: true },
    );
  };

  const query: ListQuery = useMemo(
    () => ({
      limit: CALENDAR_LIMIT,
      page: 1,
      sortBy: 'date',
      sortOrder: 'ASC',
      statuses: [...REQUEST_CALENDAR_STATUSES],
      dates: { from: range.from, to: range.to },
      excludeLines: true,
    }),
    [range.from, range.to],
  );
  const { rows, totalCount, status } = useEmbeddedList<CalendarRequest>(listId, requestsApi, query);
  const today = dayjs().format('YYYY-MM-DD');
  const events = useMemo(
    () => rows.map((r) => toEvent(r, today)).filter((e): e is EventInput => e !== null),
    [rows, today],
  );

  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    window.open(`${window.location.pathname}#/requests/${arg.event.id}/show`, '_blank', 'noopener');
  };

  const dark = theme.palette.mode === 'dark';
  return (
    <Box data-testid="requests-calendar" data-view={view} data-status={status} data-count={events.length}>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Paper sx={{ p: 1.5, mb: 1.5 }}>
        <Legend />
      </Paper>
      {totalCount > CALENDAR_LIMIT ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('requests.calendarTruncated', { shown: CALENDAR_LIMIT, total: totalCount })}
        </Alert>
      ) : null}
      <Paper
        sx={{
          p: 1.5,
          '& .fc': {
            '--fc-page-bg-color': theme.palette.background.paper,
            '--fc-neutral-bg-color': dark ? '#23272e' : '#f5f5f5',
            '--fc-border-color': theme.palette.divider,
            '--fc-today-bg-color': dark ? 'rgba(127,178,240,0.12)' : 'rgba(31,95,174,0.08)',
          },
          '& .fc .fc-button-primary': {
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'primary.contrastText',
            textTransform: 'capitalize',
          },
          '& .fc .fc-toolbar-title': { fontSize: 18, fontWeight: 700 },
          '& .fc a': { color: 'inherit' },
          '& .fc .fc-event': { fontSize: 11, lineHeight: 1.3 },
        }}
      >
        <FullCalendar
          ref={calendarRef}
          plugins={[dayGridPlugin, timeGridPlugin]}
          initialView={FC_VIEWS[initial.current.view]}
          initialDate={initial.current.date}
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }}
          buttonText={{ today: 'Today', month: 'Month', week: 'Week', day: 'Day' }}
          slotDuration={{ minutes: REQUEST_CALENDAR_STEP_MINUTES }}
          slotMinTime={hour(REQUEST_CALENDAR_HOURS.from)}
          slotMaxTime={hour(REQUEST_CALENDAR_HOURS.to)}
          // Dates as the console writes them (DD/MM, ARCHITECTURE §8), hours 24-hour; weeks from Sunday.
          locale={enGbLocale}
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
      </Paper>
    </Box>
  );
};
