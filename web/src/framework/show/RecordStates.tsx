import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { t } from '../../app/i18n/messages';

/** What a record's screen shows when the record is unknown or may not be read (the server answered 404 or failed). */
export const RecordNotFound = () => (
  <Paper sx={{ p: 4 }}>
    <Typography variant="h6">{t('record.notFound')}</Typography>
  </Paper>
);

/** What a record's screen shows while the record loads: a title line and a block about the height of what follows. */
export const RecordLoading = ({ height }: { readonly height: number }) => (
  <Paper sx={{ p: 3 }} aria-busy="true">
    <Skeleton width="40%" height={40} />
    <Skeleton height={height} />
  </Paper>
);
