import { useLocation } from 'react-router-dom';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { locationsApi } from '../../shared/locations/api';
import { locationBody, locationInitial, locationSections, locationValidate } from './index';

/** /locations/create, or ?warehouseId= from a warehouse's Locations tab. */
const LocationCreate = () => {
  const warehouseId = Number(new URLSearchParams(useLocation().search).get('warehouseId')) || null;
  return (
    <ResourceForm
      formId="locations:create"
      api={locationsApi}
      title="Create Location"
      sections={locationSections}
      initialValues={{ ...locationInitial(null), warehouseId }}
      toBody={locationBody}
      validate={locationValidate}
      redirectTo="/locations/:id/show"
    />
  );
};

export default LocationCreate;
