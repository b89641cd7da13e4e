import { t } from '../../app/i18n/messages';
import { RecordEdit } from '../../framework/form/RecordEdit';
import {
  addressBody,
  addressEditValidate,
  addressesApi,
  addressInitial,
  addressSections,
  type AddressRow,
} from './config';

const AddressEdit = () => (
  <RecordEdit<AddressRow>
    api={addressesApi}
    title={(r) => t('places.editAddress', { title: t('words.subject.address', { id: r.id }) })}
    sections={addressSections}
    initial={addressInitial}
    toBody={addressBody}
    validate={addressEditValidate}
    redirectTo="/addresses/:id/show"
  />
);
export default AddressEdit;
