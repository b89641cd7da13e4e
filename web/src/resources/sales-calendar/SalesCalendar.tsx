import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import dayjs from 'dayjs';
import {
  COUNTRIES,
  isOverdue,
  OrderStatus,
  salesCalendarLabel,
  statusColour,
  type StatusColour,
} from '@console/contracts';
import { useAppDispatch, useAppSelector, useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { useLocale } from '../../app/i18n/locale';
import { genericQueryString } from '../../app/api/client';
import { monthGridRange, MonthGrid } from '../../framework/calendar/MonthGrid';
import { dataActions, selectFetch } from '../../framework/data/slice';
import { STATUS_PALETTE } from '../../framework/fields/StatusBadge';
import { mayUse } from '../../framework/routes';
import { enumLabel } from '../../app/i18n/enumText';
import { MIRROR_IN_RTL } from '../../framework/mirror';

/**
 * A status as the calendar says it: the catalogue's word, quote_sent as 'tentative' (spec 1 §2.7, contracts'
 * salesCalendarLabel).
 */
const calendarWord = (status: OrderStatus): string =>
  salesCalendarLabel(status) === status ? enumLabel('OrderStatus', status) : t('sales.tentative');

/** One count of the answer of GET /api/v1/sales-calendar. */
interface CalendarCount {
  readonly date: string;
  readonly status: OrderStatus;
  readonly label: string;
  readonly count: number;
}
interface CalendarAnswer {
  readonly results: readonly CalendarCount[];
}

type Screen = 'orders' | 'leads';
const FETCH_KEY = 'sales-calendar';

/** A status's colour on the calendar: the pending colour when overdue (spec 1 §2.7), else its own. */
const colourOf = (c: CalendarCount, today: string, screen: Screen): StatusColour =>
  isOverdue(c.date, c.status, today, screen === 'leads' ? 'lead' : 'order')
    ? statusColour('pending')
    : statusColour(c.status);

/** A status's label in its colour, with a count (a day's slot) or without (the legend). */
const StatusChip = ({
  status,
  label,
  count,
  colour,
}: {
  status: string;
  label: string;
  count?: number;
  colour: StatusColour;
}) => (
  <Box
    data-testid={count === undefined ? 'calendar-legend' : 'calendar-count'}
    data-status={status}
    data-colour={colour}
    sx={{
      display: 'flex',
      justifyContent: 'space-between',
      gap: 0.5,
      px: 0.5,
      borderRadius: 0.5,
      fontSize: 11,
      lineHeight: '18px',
      bgcolor: STATUS_PALETTE[colour].bg === 'transparent' ? 'action.hover' : STATUS_PALETTE[colour].bg,
      color: STATUS_PALETTE[colour].fg,
    }}
  >
    <span>{label}</span>
    {count === undefined ? null : <strong>{count}</strong>}
  </Box>
);

/**
 * /sales-calendar (spec 1 §2.7, spec 2 §2 Calendars): a date-slot picker of the counts of orders or leads per date
 * and status, for all countries or one; quote_sent is labelled 'tentative' (contracts' salesCalendarLabel, in the
 * answer). A picked day lists its counts, each a link to the list filtered on that day and status. Month, country,
 * orders or leads and the picked day are kept in the URL.
 */
/** The month's name and year in the console's language (Arabic with the UAE's Latin digits). */
const monthTitle = (month: dayjs.Dayjs, arabic: boolean) =>
  new Intl.DateTimeFormat(arabic ? 'ar-AE' : 'en-GB', { month: 'long', year: 'numeric' }).format(month.toDate());

const SalesCalendar = () => {
  const arabic = useLocale() === 'ar';
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const screens: Screen[] = (['orders', 'leads'] as const).filter((s) => mayUse(viewer, s, 'list'));
  const screen: Screen =
    search.get('resource') === 'leads' && screens.includes('leads') ? 'leads' : (screens[0] ?? 'orders');
  const monthParam = search.get('month');
  const month =
    monthParam && dayjs(`${monthParam}-01`).isValid() ? dayjs(`${monthParam}-01`) : dayjs().startOf('month');
  const countryId = Number(search.get('country')) || null;
  const picked = search.get('date');
  const set = (patch: Record<string, string | null>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch))
          if (v === null) next.delete(k);
          else next.set(k, v);
        return next;
      },
      { replace: true },
    );

  const { from, to } = monthGridRange(month);
  const path = `/api/v1/sales-calendar${genericQueryString({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD'), countryId, resource: screen })}`;
  useEffect(() => {
    dispatch(dataActions.fetchRequested({ key: FETCH_KEY, path }));
  }, [dispatch, path]);
  const answer = useAppSelector((s) => selectFetch(s, FETCH_KEY));
  const byDate = useMemo(() => {
    const m = new Map<string, CalendarCount[]>();
    if (answer?.path !== path) return m;
    for (const c of (answer.data as CalendarAnswer | null)?.results ?? []) m.set(c.date, [...(m.get(c.date) ?? []), c]);
    return m;
  }, [answer, path]);
  const today = dayjs().format('YYYY-MM-DD');
  const listPath = screen === 'leads' ? '/leads' : '/orders';
  const linkTo = (c: CalendarCount) =>
    `${listPath}?filter=${encodeURIComponent(JSON.stringify({ date: { from: c.date, to: c.date }, status: [c.status], ...(countryId ? { country: String(countryId) } : {}) }))}`;
  const pickedCounts = picked ? (byDate.get(picked) ?? []) : [];

  return (
    <Box data-testid="sales-calendar" data-status={answer?.path === path ? answer.status : 'loading'}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('menu.link.salesCalendar')}
        </Typography>
        {screens.length > 1 ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={screen}
            onChange={(_e, v: Screen | null) => v && set({ resource: v, date: null })}
            aria-label={t('orders.calendar.screen')}
          >
            <ToggleButton value="orders">{t('menu.link.orders')}</ToggleButton>
            <ToggleButton value="leads">{t('menu.link.leads')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        <TextField
          select
          label={t('requests.calendar.country')}
          name="country"
          value={countryId === null ? '' : String(countryId)}
          onChange={(e) => set({ country: e.target.value || null })}
          sx={{ width: 160 }}
        >
          <MenuItem value="">
            <em>{t('list.any')}</em>
          </MenuItem>
          {COUNTRIES.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Paper sx={{ p: 1.5, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <IconButton
              aria-label={t('orders.calendar.previousMonth')}
              onClick={() => set({ month: month.subtract(1, 'month').format('YYYY-MM'), date: null })}
            >
              <ChevronLeftIcon sx={MIRROR_IN_RTL} />
            </IconButton>
            <Typography
              variant="h6"
              component="h2"
              sx={{ minWidth: 170, textAlign: 'center' }}
              data-testid="calendar-month"
            >
              {monthTitle(month, arabic)}
            </Typography>
            <IconButton
              aria-label={t('orders.calendar.nextMonth')}
              onClick={() => set({ month: month.add(1, 'month').format('YYYY-MM'), date: null })}
            >
              <ChevronRightIcon sx={MIRROR_IN_RTL} />
            </IconButton>
            <Button size="small" onClick={() => set({ month: null, date: today })}>
              {t('requests.calendar.today')}
            </Button>
          </Stack>
          <MonthGrid
            month={month}
            selected={picked}
            onPick={(day) => set({ date: day })}
            renderDay={(day) => (
              <Stack spacing={0.25} sx={{ mt: 0.5 }}>
                {(byDate.get(day) ?? []).map((c) => (
                  <StatusChip
                    key={c.status}
                    status={c.status}
                    label={calendarWord(c.status)}
                    count={c.count}
                    colour={colourOf(c, today, screen)}
                  />
                ))}
              </Stack>
            )}
          />
        </Paper>
        <Paper sx={{ p: 1.5, width: { lg: 280 }, flexShrink: 0 }} data-testid="calendar-day">
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {picked ? dayjs(picked).format('DD/MM/YYYY') : t('orders.calendar.pickDay')}
          </Typography>
          {picked && pickedCounts.length === 0 ? (
            <Typography color="text.secondary">{t('list.noResults')}</Typography>
          ) : null}
          <List dense>
            {pickedCounts.map((c) => (
              <ListItemButton key={c.status} component={RouterLink} to={linkTo(c)}>
                <ListItemText primary={`${calendarWord(c.status)}: ${c.count}`} />
              </ListItemButton>
            ))}
          </List>
          <Typography variant="overline" color="text.secondary">
            {t('orders.calendar.legend')}
          </Typography>
          <Stack spacing={0.5}>
            {OrderStatus.values.map((s) => (
              <StatusChip key={s} status={s} label={calendarWord(s)} colour={statusColour(s)} />
            ))}
            <StatusChip status="overdue" label={t('orders.calendar.overdue')} colour={statusColour('pending')} />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
};

export default SalesCalendar;
