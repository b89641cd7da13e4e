import { useMemo } from 'react';
import { useViewer } from '../../app/hooks';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { storageBody, storageInitial, storageSections, storageValidate, STORAGE_SAVED_NOTICE } from './form';
import { storagesApi } from '../../shared/storages/sources';

/** Spec 2 §2: create redirects to show with 'Storage "{id}" saved!'. */
const StorageCreate = () => {
  const viewer = useViewer();
  const initial = useMemo(() => storageInitial(null, viewer), [viewer]);
  return (
    <ResourceForm
      formId="storages:create"
      api={storagesApi}
      title="Create Storage"
      sections={storageSections}
      initialValues={initial}
      toBody={storageBody}
      validate={storageValidate}
      redirectTo="/storages/:id/show"
      notice={STORAGE_SAVED_NOTICE}
    />
  );
};

export default StorageCreate;
