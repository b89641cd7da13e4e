import type { LocationRow } from '@console/contracts';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { locationsApi } from '../../shared/locations/api';
import { locationBody, locationInitial, locationSections, locationValidate } from './index';

const LocationEdit = () => (
  <RecordEdit<LocationRow>
    api={locationsApi}
    title={(r) => `Edit location ${r.path}`}
    sections={locationSections}
    initial={locationInitial}
    toBody={locationBody}
    validate={locationValidate}
    redirectTo="/locations/:id/show"
  />
);

export default LocationEdit;
