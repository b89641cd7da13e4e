import { addressText, type AddressRow } from '@console/contracts';
import { useViewer } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { RecordLink } from '../../framework/fields/RecordLink';
import { mayUse } from '../../framework/routes';
import { useRecord } from '../../framework/show/useRecord';
import { addressesApi } from './config';

/**
 * A link to an address's show page reading as its line 1 and area (spec 2 §2 request summary 'Links go to
 * /addresses/{id}/show'); '…' until the address comes, '(deleted address)' when it no longer answers, and
 * 'Address #12' for a role without addresses (then it is not asked for): never a bare '#12' (issue 31 §6).
 */
export const AddressLink = ({ id, testId }: { id: number; testId?: string }) => {
  const readable = mayUse(useViewer(), 'addresses', 'view');
  const { record, status } = useRecord<AddressRow>(addressesApi, readable ? id : undefined);
  const shown =
    record && record.id === id
      ? addressText({ id, line1: record.line1, area: record.area })
      : !readable || status === 'error'
        ? t('words.subject.address', { id })
        : status === 'missing'
          ? t('words.gone.address')
          : t('words.loadingName');
  return (
    <RecordLink base="addresses" id={id} {...(testId ? { testId } : {})}>
      {shown}
    </RecordLink>
  );
};
