import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ResourceList } from '../../framework/list/ResourceList';
import { BulkUpdateDialog } from './BulkUpdateDialog';
import { PutAwayDialog } from './PutAwayDialog';
import { storageListConfig } from './config';

/** Spec 2 §2 Storages: the list, its bulk update and 'create request from selection' (/requests/create?storageIds=…). */
const StorageList = () => {
  const navigate = useNavigate();
  const [updating, setUpdating] = useState<readonly (string | number)[] | null>(null);
  const [puttingAway, setPuttingAway] = useState<readonly (string | number)[] | null>(null);
  const config = useMemo(
    () =>
      storageListConfig({
        bulkUpdate: (ids) => setUpdating(ids),
        createRequest: (ids) => void navigate(`/requests/create?storageIds=${ids.join(',')}`),
        putAway: (ids) => setPuttingAway(ids),
      }),
    [navigate],
  );
  return (
    <>
      <ResourceList config={config} variant={{ basePath: '/storages' }} />
      <BulkUpdateDialog ids={updating} onClose={() => setUpdating(null)} />
      <PutAwayDialog ids={puttingAway} onClose={() => setPuttingAway(null)} />
    </>
  );
};

export default StorageList;
