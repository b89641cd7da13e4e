import { t } from '../../app/i18n/messages';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { useViewer } from '../../app/hooks';
import { formatDate } from '../../framework/fields/cells';
import { RecordLink } from '../../framework/fields/RecordLink';
import { mayUse } from '../../framework/routes';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { addressesApi, type AddressRow } from './config';

const columns: EmbeddedColumn<AddressRow>[] = [
  { label: 'accounting.col.id', render: (r) => <RecordLink base="addresses" id={r.id} /> },
  { label: 'places.col.name', render: (r) => r.name ?? '' },
  { label: 'places.col.line1', render: (r) => r.line1 ?? '' },
  { label: 'places.col.area', render: (r) => r.area ?? '' },
  { label: 'places.col.city', render: (r) => r.cityName ?? '' },
  { label: 'accounting.col.created', render: (r) => formatDate(r.createdAt) },
];

/** Spec 3 §2 user show tabs: the customer's addresses, newest first, with Add address for those who may. */
export const UserAddresses = ({ userId }: { userId: number }) => {
  const viewer = useViewer();
  return (
    <Stack spacing={1}>
      {mayUse(viewer, 'addresses', 'create') ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<AddIcon />} component={RouterLink} to={`/addresses/create?userId=${userId}`}>
            {t('places.addAddress')}
          </Button>
        </Stack>
      ) : null}
      <EmbeddedTable<AddressRow>
        listId={`user:${userId}:addresses`}
        api={addressesApi}
        filter={{ userIds: [userId] }}
        sort={{ sortBy: 'id', sortOrder: 'DESC' }}
        columns={columns}
        testId="user-addresses"
      />
    </Stack>
  );
};
