import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { t } from '../../app/i18n/messages';
import { HistoryPanel } from '../../framework/history/HistoryPanel';

/** /configurations/{id}/history (spec 1 §2.2): the revision history of one configuration record. */
const ConfigurationHistory = () => {
  const { id } = useParams();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('configurations.historyTitle', { id: id ?? '' })}
      </Typography>
      <HistoryPanel model="configuration" documentId={Number(id)} />
    </Stack>
  );
};

export default ConfigurationHistory;
