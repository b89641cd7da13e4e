import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';

/** The days a month's grid shows: whole weeks, Sunday first, from the week of the 1st to the week of the last day. */
export const monthGridRange = (month: Dayjs): { from: Dayjs; to: Dayjs } => {
  const first = month.startOf('month');
  const last = month.endOf('month');
  return { from: first.subtract(first.day(), 'day'), to: last.add(6 - last.day(), 'day').startOf('day') };
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Props {
  readonly month: Dayjs;
  /** The picked day, 'YYYY-MM-DD'. */
  readonly selected: string | null;
  readonly onPick: (day: string) => void;
  /** What a day shows under its number. */
  readonly renderDay: (day: string) => ReactNode;
}

/**
 * A month of day slots to pick from (a date-slot picker): whole weeks, days outside the month dimmed, today
 * outlined, the picked day highlighted; each day shows what `renderDay` gives.
 */
export const MonthGrid = ({ month, selected, onPick, renderDay }: Props) => {
  const { from, to } = monthGridRange(month);
  const days: Dayjs[] = [];
  for (let d = from; !d.isAfter(to, 'day'); d = d.add(1, 'day')) days.push(d);
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Box role="grid" aria-label={month.format('MMMM YYYY')} data-testid="month-grid">
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5, mb: 0.5 }}>
        {WEEKDAYS.map((w) => (
          <Typography
            key={w}
            role="columnheader"
            variant="caption"
            sx={{ textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}
          >
            {w}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        {days.map((d) => {
          const key = d.format('YYYY-MM-DD');
          const inMonth = d.month() === month.month();
          const picked = key === selected;
          return (
            <ButtonBase
              key={key}
              role="gridcell"
              aria-selected={picked}
              aria-label={d.format('DD/MM/YYYY')}
              data-date={key}
              onClick={() => onPick(key)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                justifyContent: 'flex-start',
                minHeight: 96,
                p: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: picked ? 'primary.main' : key === today ? 'secondary.main' : 'divider',
                bgcolor: picked ? 'action.selected' : 'background.paper',
                opacity: inMonth ? 1 : 0.5,
                textAlign: 'left',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: key === today ? 700 : 500 }}>
                {d.date()}
              </Typography>
              {renderDay(key)}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
};
