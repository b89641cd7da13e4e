import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REQUEST_CALENDAR_STATUSES, statusColour } from '@console/contracts';
import { enumLabel } from '../../app/i18n/enumText';
import { t } from '../../app/i18n/messages';
import { colourBg } from './calendarViews';

/** The statuses the calendar draws, each in its colour, and the overdue rule. */
export const CalendarLegend = () => (
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
          {enumLabel('RequestStatus', s)}
        </Box>
      );
    })}
    <Typography variant="caption" color="text.secondary">
      {t('requests.calendarOverdueNote')}
    </Typography>
  </Stack>
);
