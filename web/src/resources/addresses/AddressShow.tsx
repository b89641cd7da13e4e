import { useParams } from 'react-router-dom';
import { addressTitle } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { RecordName } from '../../framework/fields/RecordName';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { countryName } from '../../framework/fields/sources';
import { addressesApi, type AddressRow } from './config';

/** Spec 2 §2: an address's show page, 'Address #{id}': its summary, then the framework's History. */
const AddressShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<AddressRow>
      api={addressesApi}
      id={id}
      basePath="/addresses"
      title={(r) => addressTitle(r.id)}
      canEdit={(v) => mayUse(v, 'addresses', 'update')}
      commentUserId={(r) => r.userId}
      tabs={[
        {
          label: 'Summary',
          content: (r) => (
            <FieldGrid
              items={[
                { label: 'Id', value: r.id },
                { label: 'Name', value: r.name },
                { label: 'Line 1', value: r.line1 },
                { label: 'Area', value: r.area },
                { label: 'City', value: r.cityName },
                { label: 'Country', value: countryName(r.countryId) },
                {
                  label: 'Customer',
                  value: (
                    <RecordLink base="users" id={r.userId} testId="address-customer">
                      <RecordName of="customer" id={r.userId} name={r.userName} load />
                    </RecordLink>
                  ),
                },
                {
                  label: 'Partner',
                  value: (
                    <RecordLink base="partners" id={r.partnerId}>
                      <RecordName of="partner" id={r.partnerId} name={r.partnerName} load />
                    </RecordLink>
                  ),
                },
                { label: 'Created', value: formatDateTime(r.createdAt) },
                { label: 'Updated', value: formatDateTime(r.updatedAt) },
              ]}
            />
          ),
        },
        HISTORY_TAB,
      ]}
    />
  );
};
export default AddressShow;
