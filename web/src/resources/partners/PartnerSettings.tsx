import Stack from '@mui/material/Stack';
import { OWN_PARTNER_ID } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { SettingSwitch } from '../../framework/actions/SettingSwitch';
import { mayUse } from '../../framework/routes';
import type { ScreenRow } from '../../framework/screens/display';
import { partnersApi } from './api';

/**
 * Spec 3 §2 Partners show: the post-paid invoice toggle (hidden for partner 1, the business itself) and Show CBM in
 * Charge Description; each moves once the server has stored it, with spec 3 §8's notices. Read only without
 * partners-update.
 */
export const PartnerSettings = ({ partner }: { partner: ScreenRow }) => {
  const viewer = useViewer();
  const readOnly = !mayUse(viewer, 'partners', 'update');
  const common = {
    api: partnersApi,
    id: partner.id,
    failureTemplate: t('settings.failed'),
    failureNotice: t('settings.failedFallback'),
    disabled: readOnly,
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      {partner.id !== OWN_PARTNER_ID && (
        <SettingSwitch
          {...common}
          field="isPostpaidInvoiceEnabled"
          checked={partner['isPostpaidInvoiceEnabled'] === true}
          label={t('settings.postpaid')}
          notice={t('settings.postpaidUpdated')}
        />
      )}
      <SettingSwitch
        {...common}
        field="showCbmInChargeDescription"
        checked={partner['showCbmInChargeDescription'] === true}
        label={t('settings.showCbm')}
        notice={t('settings.showCbmUpdated')}
      />
    </Stack>
  );
};
