import { t } from '../../app/i18n/messages';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../framework/fields/cells';
import { LinkedRecordName } from '../../framework/fields/RecordName';
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
      title={(r) => t('words.subject.address', { id: r.id })}
      canEdit={(v) => mayUse(v, 'addresses', 'update')}
      commentUserId={(r) => r.userId}
      tabs={[
        {
          label: 'accounting.summary',
          content: (r) => (
            <FieldGrid
              items={[
                { label: 'accounting.col.id', value: r.id },
                { label: 'places.col.name', value: r.name },
                { label: 'places.col.line1', value: r.line1 },
                { label: 'places.col.area', value: r.area },
                { label: 'places.col.city', value: r.cityName },
                { label: 'places.col.country', value: countryName(r.countryId) },
                {
                  label: 'places.col.customer',
                  value: (
                    <LinkedRecordName of="customer" id={r.userId} name={r.userName} load testId="address-customer" />
                  ),
                },
                {
                  label: 'places.col.partner',
                  value: <LinkedRecordName of="partner" id={r.partnerId} name={r.partnerName} load />,
                },
                { label: 'accounting.col.created', value: formatDateTime(r.createdAt) },
                { label: 'accounting.col.updated', value: formatDateTime(r.updatedAt) },
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
