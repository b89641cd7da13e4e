import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { t } from '../../app/i18n/messages';
import { CONFIGURATION_COUNTRIES } from './api';

/** /configurations (spec 1 §2.10): a button per country, each to /configurations/{countryId}. */
const ConfigurationCountries = () => (
  <Stack spacing={2}>
    <Typography variant="h5" component="h1">
      {t('configurations.title')}
    </Typography>
    <Stack direction="row" spacing={2}>
      {CONFIGURATION_COUNTRIES.map((c) => (
        <Button key={c.id} variant="contained" component={Link} to={`/configurations/${c.id}`}>
          {t(c.label)}
        </Button>
      ))}
    </Stack>
  </Stack>
);

export default ConfigurationCountries;
