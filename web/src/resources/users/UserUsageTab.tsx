import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { UserUsageRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../framework/types';
import { userUsagesApi } from '../../shared/users/statsApi';

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Spec 3 §2 Usage tab: a line chart of the customer's daily volume in CBM (user-usages: date, type volume, value). */
export const UserUsageTab = ({ userId }: { userId: number }) => {
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const [from, setFrom] = useState(() => isoDay(Date.now() - 29 * DAY_MS));
  const query: ListQuery = useMemo(
    () => ({ limit: 1000, page: 1, sortBy: 'date', sortOrder: 'ASC', userId, dates: { from, to } }),
    [userId, from, to],
  );
  const { rows, status } = useEmbeddedList<UserUsageRow>(`user-usages:${userId}`, userUsagesApi, query);
  const dates = rows.map((r) => new Date(`${r.date}T00:00:00Z`));
  return (
    <Box data-testid="user-usage">
      <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <TextField
          type="date"
          size="small"
          label={t('usage.from')}
          value={from}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('usage.to')}
          value={to}
          onChange={(e) => e.target.value && setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Typography variant="subtitle1">{t('usage.title')}</Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{status === 'loading' ? t('stats.loading') : t('usage.empty')}</Typography>
      ) : (
        <LineChart
          height={300}
          xAxis={[
            {
              data: dates,
              scaleType: 'time',
              valueFormatter: (d: Date) => d.toLocaleDateString('en-IN', { timeZone: 'UTC' }),
            },
          ]}
          series={[{ data: rows.map((r) => r.value), label: t('usage.volume'), showMark: false, area: true }]}
        />
      )}
    </Box>
  );
};
