import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { requestEventColour, type RequestCalendarView } from '@console/contracts';
import dayjs from 'dayjs';
import { enumLabel } from '../../app/i18n/enumText';
import { t } from '../../app/i18n/messages';
import { formatDate } from '../../framework/fields/cells';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { colourBg } from './calendarViews';
import { slotText, type CalendarRequest } from './calendarRequest';
import { groupJobs, JOBS_GROUPINGS, type JobsGrouping } from './jobsDay';
import { MIRROR_IN_RTL } from '../../framework/mirror';

const GROUPING_LABEL = { team: 'requests.jobs.byTeam', city: 'requests.jobs.byCity' } as const;
const NO_LANE = { team: 'requests.jobs.noTeam', city: 'requests.jobs.noCity' } as const;
const VIEW_LABEL = {
  month: 'requests.calendar.month',
  week: 'requests.calendar.week',
  day: 'requests.calendar.day',
} as const;

/** One job as a card a dispatcher reads at a glance: when, what, for whom, where (or which team), its status. */
const JobCard = ({ job, by, today }: { job: CalendarRequest; by: JobsGrouping; today: string }) => {
  const { colour, overdue } = requestEventColour({ date: (job.date ?? today).slice(0, 10), status: job.status }, today);
  // The lane already says the team (or the city): the card names the other one.
  const place = by === 'team' ? job.cityName : job.teamName;
  return (
    <Box
      component="a"
      href={`#/requests/${job.id}/show`}
      target="_blank"
      rel="noopener"
      data-testid="calendar-event"
      data-request-id={job.id}
      data-status={job.status}
      data-colour={colour}
      data-overdue={String(overdue)}
      data-country={job.countryId ?? ''}
      sx={{
        display: 'block',
        p: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        borderLeft: `6px solid ${colourBg(colour)}`,
        color: 'inherit',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }} data-testid="job-slot">
          {slotText(job) || t('requests.jobs.anyTime')}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          #{job.id}
        </Typography>
        <StatusBadge kind="request" status={job.status} />
      </Stack>
      <Typography variant="body2" noWrap>
        {[enumLabel('RequestType', job.type), job.userName].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {place ?? ''}
      </Typography>
    </Box>
  );
};

interface Props {
  readonly date: string;
  readonly rows: readonly CalendarRequest[];
  readonly by: JobsGrouping;
  readonly onGrouping: (by: JobsGrouping) => void;
  /** Another day or another view (the board's own toolbar: FullCalendar is not drawn for a day). */
  readonly onMove: (view: RequestCalendarView, date: string) => void;
}

/**
 * The day's jobs (/jobs, and the requests calendar's day view) as lanes, one per team or per city, each job a card
 * in working order (issue 31 §9); the statuses' colours and a click opening the request in a new tab are the
 * calendar's (spec 1 §2.7).
 */
export const JobsDayBoard = ({ date, rows, by, onGrouping, onMove }: Props) => {
  const today = dayjs().format('YYYY-MM-DD');
  const lanes = groupJobs(rows, by);
  const day = (n: number) => dayjs(date).add(n, 'day').format('YYYY-MM-DD');
  return (
    <Box data-testid="jobs-day" data-group-by={by}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tooltip title={t('requests.calendar.previousDay')}>
          <IconButton aria-label={t('requests.calendar.previousDay')} onClick={() => onMove('day', day(-1))}>
            <ChevronLeftIcon sx={MIRROR_IN_RTL} />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('requests.calendar.nextDay')}>
          <IconButton aria-label={t('requests.calendar.nextDay')} onClick={() => onMove('day', day(1))}>
            <ChevronRightIcon sx={MIRROR_IN_RTL} />
          </IconButton>
        </Tooltip>
        <Button size="small" variant="outlined" disabled={date === today} onClick={() => onMove('day', today)}>
          {t('requests.calendar.today')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, textAlign: 'center' }} data-testid="jobs-day-date">
          {formatDate(date)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          aria-label={t('requests.jobs.groupBy')}
          data-testid="jobs-group-by"
          onChange={(_e, v: JobsGrouping | null) => v && onGrouping(v)}
        >
          {JOBS_GROUPINGS.map((g) => (
            <ToggleButton key={g} value={g} sx={{ textTransform: 'none' }}>
              {t(GROUPING_LABEL[g])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ButtonGroup size="small" variant="outlined">
          {(['month', 'week', 'day'] as const).map((v) => (
            <Button key={v} variant={v === 'day' ? 'contained' : 'outlined'} onClick={() => onMove(v, date)}>
              {t(VIEW_LABEL[v])}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      {lanes.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="jobs-day-empty">
          {t('requests.jobs.noJobs')}
        </Typography>
      ) : null}
      <Stack spacing={1.5}>
        {lanes.map((lane) => (
          <Paper
            key={lane.key}
            variant="outlined"
            sx={{ p: 1.5 }}
            data-testid="jobs-lane"
            data-lane={lane.key}
            data-count={lane.jobs.length}
          >
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'baseline' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} data-testid="jobs-lane-name">
                {lane.name ?? t(NO_LANE[by])}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t('requests.jobs.laneCount', { count: lane.jobs.length })}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
              {lane.jobs.map((job) => (
                <JobCard key={job.id} job={job} by={by} today={today} />
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
};
