import Stack from '@mui/material/Stack';
import { seesUserSettings, userSettingsEnabled, type UserRow } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { SettingSwitch } from '../../framework/actions/SettingSwitch';
import { usersApi } from './index';

/**
 * Spec 3 §2, §6, §7, §8: the postpaid-invoice and show-CBM toggles, for admin only, enabled only for partner 1's
 * customers (another partner's follow the partner's page); each moves once the server has stored it.
 */
export const UserSettings = ({ r }: { r: UserRow }) => {
  const viewer = useViewer();
  if (!seesUserSettings(viewer.permissions)) return null;
  const common = {
    api: usersApi,
    id: r.id,
    failureTemplate: t('settings.failed'),
    failureNotice: t('settings.failedFallback'),
    disabled: !userSettingsEnabled(r.partnerId),
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }} data-testid="user-settings">
      <SettingSwitch
        {...common}
        field="isPostpaidInvoiceEnabled"
        checked={r.isPostpaidInvoiceEnabled}
        label={t('settings.postpaid')}
        notice={t('settings.postpaidUpdated')}
      />
      <SettingSwitch
        {...common}
        field="showCbmInChargeDescription"
        checked={r.showCbmInChargeDescription}
        label={t('settings.showCbm')}
        notice={t('settings.showCbmUpdated')}
      />
    </Stack>
  );
};
