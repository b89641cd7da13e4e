import { addressText, type AddressRow } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { RecordLink } from '../../framework/fields/RecordLink';
import { mayUse } from '../../framework/routes';
import { useRecord } from '../../framework/show/useRecord';
import { addressesApi } from './config';

/**
 * A link to an address's show page reading as its line 1 and area (spec 2 §2 request summary 'Links go to
 * /addresses/{id}/show'); '#id' until the address comes, or when it cannot be read (deleted, another partner's, or
 * a role without addresses: then it is not asked for).
 */
export const AddressLink = ({ id, testId }: { id: number; testId?: string }) => {
  const readable = mayUse(useViewer(), 'addresses', 'view');
  const { record } = useRecord<AddressRow>(addressesApi, readable ? id : undefined);
  const shown = record && record.id === id ? addressText({ id, line1: record.line1, area: record.area }) : `#${id}`;
  return (
    <RecordLink base="addresses" id={id} {...(testId ? { testId } : {})}>
      {shown}
    </RecordLink>
  );
};
