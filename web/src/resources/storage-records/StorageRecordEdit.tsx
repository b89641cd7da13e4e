import { storageRecordQtyErrors, type FieldError, type StorageRecordRow } from '@console/contracts';
import type { FormSection, FormValues } from '../../framework/form/types';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { num } from '../../framework/fields/sources';
import { storageRecordsApi } from '../../shared/storages/sources';

const sections: FormSection[] = [
  { title: 'Storage record', fields: [{ kind: 'text', name: 'qty', label: 'Qty', required: true }] },
];
const initial = (r: StorageRecordRow): FormValues => ({ qty: String(r.qty) });
const toBody = (v: FormValues) => ({ qty: num(v.qty) });
const validate = (_b: Record<string, unknown>, full: Record<string, unknown>): FieldError[] =>
  storageRecordQtyErrors(full.qty);

/** Spec 2 §2 Storage records: edit, qty only. */
const StorageRecordEdit = () => (
  <RecordEdit<StorageRecordRow>
    api={storageRecordsApi}
    title={(r) => `Edit Storage Record #${r.id}`}
    sections={sections}
    initial={initial}
    toBody={toBody}
    validate={validate}
    redirectTo="/storage-records/:id/show"
  />
);

export default StorageRecordEdit;
