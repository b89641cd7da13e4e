import { useLocation } from 'react-router-dom';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { num } from '../../framework/fields/sources';
import { addressBody, addressCreateValidate, addressesApi, addressInitial, addressSections } from './config';

/** /addresses/create, or ?userId= from a customer's Addresses tab (the customer chosen already). */
const AddressCreate = () => {
  const userId = num(new URLSearchParams(useLocation().search).get('userId'));
  return (
    <ResourceForm
      formId="addresses:create"
      api={addressesApi}
      title="places.createAddress"
      sections={addressSections}
      initialValues={addressInitial(userId === null ? null : { userId })}
      toBody={addressBody}
      validate={addressCreateValidate}
      redirectTo="/addresses/:id/show"
    />
  );
};
export default AddressCreate;
