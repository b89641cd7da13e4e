import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs from 'dayjs';
import { RequestStatus, RequestType, statusColour } from '@console/contracts';
import { t, type MessageKey } from '../../app/i18n/messages';
import { STATUS_PALETTE } from '../../framework/fields/StatusBadge';
import type { FilterValues } from '../../framework/types';
import { enumLabel } from '../../app/i18n/enumText';

interface DayRange {
  readonly from: string;
  readonly to: string;
}

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
/** The date choices, as local days (weeks from Sunday, as the calendar draws them). */
const DATE_CHOICES: readonly { key: MessageKey; range: () => DayRange }[] = [
  {
    key: 'requests.yesterday',
    range: () => ({ from: day(dayjs().subtract(1, 'day')), to: day(dayjs().subtract(1, 'day')) }),
  },
  { key: 'requests.today', range: () => ({ from: day(dayjs()), to: day(dayjs()) }) },
  { key: 'requests.tomorrow', range: () => ({ from: day(dayjs().add(1, 'day')), to: day(dayjs().add(1, 'day')) }) },
  { key: 'requests.thisWeek', range: () => ({ from: day(dayjs().startOf('week')), to: day(dayjs().endOf('week')) }) },
  {
    key: 'requests.nextWeek',
    range: () => ({ from: day(dayjs().add(1, 'week').startOf('week')), to: day(dayjs().add(1, 'week').endOf('week')) }),
  },
  {
    key: 'requests.thisMonth',
    range: () => ({ from: day(dayjs().startOf('month')), to: day(dayjs().endOf('month')) }),
  },
];

const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const toggle = (values: readonly string[], value: string): string[] =>
  values.includes(value) ? values.filter((x) => x !== value) : [...values, value];

const Item = ({
  label,
  selected,
  onClick,
  colour,
  testId,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
  colour?: string;
  testId: string;
}) => (
  <ListItemButton
    dense
    selected={selected}
    onClick={onClick}
    sx={{ py: 0.25, pl: 2 }}
    data-testid={testId}
    data-selected={selected}
    aria-pressed={selected}
  >
    {colour ? <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour, mr: 1, flexShrink: 0 }} /> : null}
    <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 13, textTransform: 'capitalize' } } }} />
  </ListItemButton>
);

interface Props {
  readonly values: FilterValues;
  readonly onChange: (values: FilterValues) => void;
}

/**
 * The requests list's right-hand quick filter (spec 2 §2): date, type and status choices that set the list's own
 * filters (`date`, `types`, `statuses`); a second click on a choice takes it off. The link to the calendar sits
 * on top.
 */
export const RequestQuickFilter = ({ values, onChange }: Props) => {
  const range = (values.date ?? {}) as Partial<DayRange>;
  const types = listOf(values.types);
  const statuses = listOf(values.statuses);
  const subheader = (key: MessageKey) => (
    <ListSubheader
      component="div"
      sx={{
        lineHeight: '30px',
        fontSize: 12,
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 0.6,
        bgcolor: 'background.paper',
      }}
    >
      {t(key)}
    </ListSubheader>
  );
  return (
    <Paper
      sx={{ width: 200, flexShrink: 0, alignSelf: 'flex-start', overflow: 'hidden' }}
      component="aside"
      aria-label={t('requests.quickFilter')}
      data-testid="quick-filter"
    >
      <Box sx={{ p: 1 }}>
        <Button component={RouterLink} to="/requests/calendar" size="small" startIcon={<CalendarMonthIcon />} fullWidth>
          {t('requests.calendar')}
        </Button>
      </Box>
      <List dense disablePadding subheader={subheader('requests.quickDate')}>
        {DATE_CHOICES.map((c) => {
          const r = c.range();
          const selected = range.from === r.from && range.to === r.to;
          return (
            <Item
              key={c.key}
              label={t(c.key)}
              selected={selected}
              testId={`quick-date-${c.key.slice('requests.'.length)}`}
              onClick={() => onChange({ ...values, date: selected ? undefined : r })}
            />
          );
        })}
      </List>
      <List dense disablePadding subheader={subheader('requests.quickType')}>
        {RequestType.values.map((v) => (
          <Item
            key={v}
            label={enumLabel('RequestType', v)}
            selected={types.includes(v)}
            testId={`quick-type-${v}`}
            onClick={() => onChange({ ...values, types: toggle(types, v) })}
          />
        ))}
      </List>
      <List dense disablePadding subheader={subheader('requests.quickStatus')}>
        {RequestStatus.values.map((v) => {
          const c = STATUS_PALETTE[statusColour(v)];
          return (
            <Item
              key={v}
              label={enumLabel('RequestStatus', v)}
              colour={c.bg === 'transparent' ? undefined : c.bg}
              selected={statuses.includes(v)}
              testId={`quick-status-${v}`}
              onClick={() => onChange({ ...values, statuses: toggle(statuses, v) })}
            />
          );
        })}
      </List>
    </Paper>
  );
};
