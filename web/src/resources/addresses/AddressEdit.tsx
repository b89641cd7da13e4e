import { addressTitle } from '@console/contracts';
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
    title={(r) => `Edit ${addressTitle(r.id)}`}
    sections={addressSections}
    initial={addressInitial}
    toBody={addressBody}
    validate={addressEditValidate}
    redirectTo="/addresses/:id/show"
  />
);
export default AddressEdit;
