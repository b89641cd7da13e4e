import { Fragment } from 'react';
import type { DescribedValue, RefModel } from '@console/contracts';
import { formatDateTime } from '../fields/cells';
import { RecordLink } from '../fields/RecordLink';

/**
 * The show page of each model a History value names (`/<base>/:id/show`); RecordLink shows the name alone where
 * the route does not exist for the viewer.
 */
const REF_BASES: Readonly<Record<RefModel, string>> = {
  user: 'users',
  staff: 'users',
  partner: 'partners',
  country: 'country',
  city: 'city',
  warehouse: 'warehouses',
  location: 'locations',
  team: 'teams',
  order: 'orders',
  lead: 'leads',
  request: 'requests',
  storage: 'storages',
  storagetype: 'storage-types',
  box: 'boxes',
  address: 'addresses',
  invoice: 'invoices',
  payment: 'payments',
  charge: 'charges',
  card: 'cards',
  task: 'tasks',
  servicetype: 'service-types',
  holdreason: 'hold-reasons',
  lostreason: 'lost-reasons',
  cancelreason: 'cancel-reasons',
  rejectreason: 'reject-reasons',
};

/**
 * A described value (server-described, contracts' describer): names linked to their records when the value is
 * those names, an instant in the viewer's time zone, else its text line by line.
 */
export const DescribedValueView = ({ value }: { value: DescribedValue | undefined }) => {
  if (!value) return null;
  if (value.at) return <>{formatDateTime(value.at)}</>;
  const refs = value.refs ?? [];
  if (refs.length > 0 && value.text === refs.map((r) => r.name).join(', ')) {
    return (
      <>
        {refs.map((r, i) => (
          <Fragment key={`${r.model}:${r.id}`}>
            {i > 0 ? ', ' : null}
            <RecordLink base={REF_BASES[r.model]} id={r.id} testId="history-ref">
              {r.name}
            </RecordLink>
          </Fragment>
        ))}
      </>
    );
  }
  return <>{value.text}</>;
};
