import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { DEFAULT_COUNTRY_ID, type MonthlyStats } from '@console/contracts';
import { t, type MessageKey } from '../app/i18n/messages';
import {
  CountrySelect,
  formatFigure,
  localToday,
  pathWith,
  presetRange,
  useChartDirection,
  useFetched,
  Y_DOMAIN_MAX,
} from '../resources/analytics';
import { dashboardCards, percentColour } from './dashboard-figures';

/**
 * The sales dashboard (spec 1 §2.4): the current month with a country selector, the cards and the leads per day
 * (created, confirmed). A partner's is the same over its own partner's records (the server scopes it).
 */
export const SalesDashboard = ({ partner }: { partner: boolean }) => {
  const today = localToday();
  const { reverse, yPosition } = useChartDirection();
  const [countryId, setCountryId] = useState<number | null>(DEFAULT_COUNTRY_ID);
  const range = presetRange('thisMonth', today);
  const path = pathWith('/api/monthly-stats', {
    countryId: countryId ?? undefined,
    startDate: range.from,
    endDate: range.to,
  });
  const { data } = useFetched<MonthlyStats>('dashboard-monthly-stats', path);
  return (
    <Stack spacing={2} sx={{ mt: 3 }} data-testid={partner ? 'partner-dashboard' : 'sales-dashboard'}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t(partner ? 'dashboard.partner.title' : 'dashboard.sales.title')}
      </Typography>
      <Stack direction="row">
        <CountrySelect countryId={countryId} allowAll onCountry={setCountryId} />
      </Stack>
      {data ? (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {dashboardCards(data).map((c) => (
              <Paper key={c.key} variant="outlined" sx={{ p: 2, minWidth: 180 }} data-testid={`card-${c.key}`}>
                <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                  {t(`metric.${c.key}` as MessageKey)}
                </Typography>
                <Typography variant="h6">{formatFigure(c.value, c.unit, data.currency)}</Typography>
                {c.percent !== undefined ? (
                  <Typography variant="body2" sx={{ color: `${percentColour(c.percent)}.main` }}>
                    {t('dashboard.ofLeads', { percent: c.percent })}
                  </Typography>
                ) : null}
              </Paper>
            ))}
          </Stack>
          <Paper variant="outlined" sx={{ p: 1 }} data-testid="leads-per-day">
            <Typography variant="subtitle1" sx={{ px: 1 }}>
              {t('dashboard.leadsPerDay')}
            </Typography>
            <LineChart
              height={280}
              // The figures are shown at once: a screen read right after a change shows the whole line.
              skipAnimation
              xAxis={[{ data: data.leadData.map((d) => new Date(`${d.date}T00:00:00Z`)), scaleType: 'time', reverse }]}
              yAxis={[
                {
                  scaleType: 'sqrt',
                  min: 0,
                  position: yPosition,
                  max: Math.max(Y_DOMAIN_MAX, ...data.leadData.map((d) => Math.max(d.created, d.confirmed))),
                },
              ]}
              series={[
                { label: t('dashboard.created'), data: data.leadData.map((d) => d.created), showMark: false },
                { label: t('dashboard.confirmed'), data: data.leadData.map((d) => d.confirmed), showMark: false },
              ]}
            />
          </Paper>
        </>
      ) : (
        <Typography>{t('analytics.loading')}</Typography>
      )}
    </Stack>
  );
};
