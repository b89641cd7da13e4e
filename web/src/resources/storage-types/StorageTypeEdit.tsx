import { useParams } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { t } from '../../app/i18n/messages';
import { useRecord } from '../../framework/show/useRecord';
import { storageTypesApi, type StorageTypeRow } from './index';
import { StorageTypeForm } from './StorageTypeForm';

const StorageTypeEdit = () => {
  const { id } = useParams();
  const { record, status } = useRecord<StorageTypeRow>(storageTypesApi, id);
  if (status === 'missing' || status === 'error') {
    return (
      <Paper sx={{ p: 4 }}>
        <Typography variant="h6">{t('record.notFound')}</Typography>
      </Paper>
    );
  }
  if (!record || String(record.id) !== id) {
    return (
      <Paper sx={{ p: 3 }}>
        <Skeleton width="40%" height={40} />
        <Skeleton height={200} />
      </Paper>
    );
  }
  return <StorageTypeForm key={record.id} record={record} />;
};
export default StorageTypeEdit;
