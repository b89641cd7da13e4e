import type { StorageRow } from '@console/contracts';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { storageBody, storageInitial, storageSections, storageValidate, STORAGE_SAVED_NOTICE } from './form';
import { storagesApi } from '../../shared/storages/sources';

const initial = (r: StorageRow) => storageInitial(r);

/** Spec 2 §2: edit redirects to show with 'Storage "{id}" saved!'. */
const StorageEdit = () => (
  <RecordEdit<StorageRow>
    api={storagesApi}
    title={(r) => `Edit Storage #${r.id}`}
    sections={storageSections}
    initial={initial}
    toBody={storageBody}
    validate={storageValidate}
    redirectTo="/storages/:id/show"
    extra={{ notice: STORAGE_SAVED_NOTICE }}
  />
);

export default StorageEdit;
