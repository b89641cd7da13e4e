import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '../app/i18n/messages';

const NotFound = () => (
  <Paper sx={{ p: 4, textAlign: 'center' }}>
    <Typography variant="h5" gutterBottom>
      {t('page.notFound')}
    </Typography>
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {t('page.notFoundText')}
    </Typography>
    <Button component={RouterLink} to="/" variant="contained">
      {t('page.home')}
    </Button>
  </Paper>
);

export default NotFound;
