import Alert from '@mui/material/Alert';
import { t } from '../app/i18n/messages';
import { useAppSelector } from '../app/hooks';
import { selectDemoData } from './demoData/slice';

/** While the first start's demo data loads, says so above every page, so empty or growing lists surprise no one. */
export const DemoDataBanner = () => {
  const status = useAppSelector(selectDemoData);
  if (status?.state !== 'loading') return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }} data-testid="demo-data-banner">
      {t('demoData.loading', {
        done: status.done.toLocaleString('en-US'),
        total: status.total.toLocaleString('en-US'),
      })}
    </Alert>
  );
};
