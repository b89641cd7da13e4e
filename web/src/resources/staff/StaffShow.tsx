import type { StaffRow } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { t } from '../../app/i18n/messages';
import { ChipList } from '../../framework/fields/cells';
import { StatusBadge } from '../../framework/fields/StatusBadge';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { ResourceShow } from '../../framework/show/ResourceShow';
import { staffApi } from './index';
import { StaffPermissionsTab } from './StaffPermissionsTab';

const StaffShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<StaffRow>
      api={staffApi}
      id={id}
      basePath="/staff"
      title={(r) => r.name}
      canEdit={(v) => mayUse(v, 'staff', 'update')}
      tabs={[
        {
          label: t('staff.summary'),
          content: (r) => (
            <FieldGrid
              items={[
                { label: t('staff.col.id'), value: r.id },
                { label: t('staff.col.name'), value: r.name },
                { label: t('staff.col.email'), value: r.email },
                { label: t('staff.col.status'), value: <StatusBadge kind="user" status={r.status} /> },
                { label: t('staff.roles'), value: <ChipList names={r.roles} max={50} />, wide: true },
              ]}
            />
          ),
        },
        { label: t('staff.permissionsTab'), content: (r) => <StaffPermissionsTab id={r.id} /> },
      ]}
    />
  );
};
export default StaffShow;
