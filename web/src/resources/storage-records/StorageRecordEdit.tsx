import { storageRecordQtyErrors, type FieldError, type StorageRecordRow } from '@console/contracts';
import type { FormSection, FormValues } from '../../framework/form/types';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { num } from '../../framework/fields/sources';
import { storageRecordsApi } from '../../shared/storages/sources';
import { t } from '../../app/i18n/messages';

const sections: FormSection[] = [
  {
    title: 'storageRecords.section',
    fields: [{ kind: 'text', name: 'qty', label: 'storages.label.qty', required: true }],
  },
];
const initial = (r: StorageRecordRow): FormValues => ({ qty: String(r.qty) });
const toBody = (v: FormValues) => ({ qty: num(v.qty) });
const validate = (_b: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
  storageRecordQtyErrors(full.qty);

/** Spec 2 §2 Storage records: edit, qty only. */
const StorageRecordEdit = () => (
  <RecordEdit<StorageRecordRow>
    api={storageRecordsApi}
    title={(r) => t('storageRecords.editTitle', { id: r.id })}
    sections={sections}
    initial={initial}
    toBody={toBody}
    validate={validate}
    redirectTo="/storage-records/:id/show"
  />
);

export default StorageRecordEdit;
