import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { COUNTRIES, REQUEST_CALENDAR_STATUSES, type RequestCalendarView } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { requestsApi } from '../../shared/requests/api';
import { CalendarGrid } from './CalendarGrid';
import { CalendarLegend } from './CalendarLegend';
import { JobsDayBoard } from './JobsDayBoard';
import type { CalendarRequest } from './calendarRequest';
import { rangeOf } from './calendarViews';
import { countryOf, groupingOf, type JobsGrouping } from './jobsDay';

/** The list call takes at most 1000 rows a page (contracts' MAX_LIMIT). */
const CALENDAR_LIMIT = 1000;
const KNOWN_COUNTRIES = COUNTRIES.map((c) => c.id);

interface Props {
  readonly title: string;
  /** The view it opens on when the URL names none (/jobs: the day's jobs; the requests calendar: the month). */
  readonly defaultView: RequestCalendarView;
  /** The country shown when the URL names none: the signed-in user's (/jobs), or every country. */
  readonly defaultCountry: 'viewer' | 'all';
  readonly listId: string;
}

/**
 * The requests calendar (spec 1 §2.7): month and week views in FullCalendar, a 60-minute step over the request
 * hours, the requests of the visible range (a month view 7 days either side) that are not complete, rejected or
 * cancelled, of one country or all, through the requests list (the generic call when it fails), refreshed live. The
 * day is the day's board: lanes by team or city (issue 31 §9). View, date, country and lanes are kept in the URL.
 */
export const RequestsCalendar = ({ title, defaultView, defaultCountry, listId }: Props) => {
  const theme = useTheme();
  const viewer = useViewer();
  const [search, setSearch] = useSearchParams();
  const viewParam = search.get('view');
  const view: RequestCalendarView =
    viewParam === 'month' || viewParam === 'week' || viewParam === 'day' ? viewParam : defaultView;
  const dateParam = search.get('date');
  const date =
    dateParam && dayjs(dateParam).isValid() ? dayjs(dateParam).format('YYYY-MM-DD') : dayjs().format('YYYY-MM-DD');
  const country = countryOf(
    search.get('country'),
    defaultCountry === 'viewer' ? viewer.countryId : null,
    KNOWN_COUNTRIES,
  );
  const grouping = groupingOf(search.get('group'));
  const range = rangeOf(view, date);

  const setParams = (changes: Readonly<Record<string, string>>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) next.set(k, v);
        return next;
      },
      { replace: true },
    );

  const query: ListQuery = useMemo(
    () => ({
      limit: CALENDAR_LIMIT,
      page: 1,
      sortBy: 'date',
      sortOrder: 'ASC',
      statuses: [...REQUEST_CALENDAR_STATUSES],
      dates: { from: range.from, to: range.to },
      ...(country === null ? {} : { countryIds: [country] }),
      excludeLines: true,
    }),
    [range.from, range.to, country],
  );
  const { rows, totalCount, status } = useEmbeddedList<CalendarRequest>(listId, requestsApi, query);
  const dated = rows.filter((r) => r.date);

  const dark = theme.palette.mode === 'dark';
  return (
    <Box
      data-testid="requests-calendar"
      data-view={view}
      data-status={status}
      data-count={dated.length}
      data-country={country ?? 'all'}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 700 }}>
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={t('requests.calendar.country')}
          value={country === null ? 'all' : String(country)}
          onChange={(e) => setParams({ country: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ htmlInput: { 'data-testid': 'calendar-country' } }}
        >
          <MenuItem value="all">{t('requests.calendar.allCountries')}</MenuItem>
          {COUNTRIES.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper sx={{ p: 1.5, mb: 1.5 }}>
        <CalendarLegend />
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
        {view === 'day' ? (
          <JobsDayBoard
            date={date}
            rows={dated}
            by={grouping}
            onGrouping={(by: JobsGrouping) => setParams({ group: by })}
            onMove={(v, d) => setParams({ view: v, date: d })}
          />
        ) : (
          <CalendarGrid
            view={view}
            date={date}
            rows={dated}
            onMoved={(v, first) => setParams({ view: v, date: first })}
          />
        )}
      </Paper>
    </Box>
  );
};
