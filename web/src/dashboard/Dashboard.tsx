import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countryDisplayName } from '@console/contracts';
import { useViewer } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { useVisibleMenu } from '../shell/useVisibleMenu';
import { dashboardKindOf } from './dashboard-figures';
import { AffiliateDashboard } from './AffiliateDashboard';
import { SalesDashboard } from './SalesDashboard';

/**
 * Route /: the greeting with the user's shortcuts, and the dashboard of their role (spec 1 §2.4): the sales
 * dashboard, the partner's own, the affiliate panel, or none.
 */
const Dashboard = () => {
  const viewer = useViewer();
  const menu = useVisibleMenu();
  const kind = dashboardKindOf(viewer.roles, viewer.isPartner);
  const shortcuts = useMemo(() => menu.flatMap((g) => g.links).filter((l) => l.path !== '/'), [menu]);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom data-testid="welcome" sx={{ fontWeight: 700 }}>
        {t('dashboard.welcome', { name: viewer.name })}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{viewer.email}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Box>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('dashboard.roles')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="roles">
            {viewer.roles.map((r) => (
              <Chip key={r} label={r} color="primary" variant="outlined" size="small" />
            ))}
          </Stack>
        </Box>
        <Box>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('dashboard.country')}
          </Typography>
          <Typography>{countryDisplayName(viewer.countryId)}</Typography>
        </Box>
      </Stack>
      {shortcuts.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            {t('dashboard.shortcuts')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {shortcuts.map((l) => (
              <Button
                key={l.label}
                component={RouterLink}
                to={l.search ? `${l.path}?${l.search}` : l.path}
                variant="contained"
              >
                {t(l.label)}
              </Button>
            ))}
          </Stack>
        </Box>
      ) : null}
      {kind === 'sales' || kind === 'partner' ? <SalesDashboard partner={kind === 'partner'} /> : null}
      {kind === 'affiliate' ? <AffiliateDashboard /> : null}
    </Paper>
  );
};

export default Dashboard;
