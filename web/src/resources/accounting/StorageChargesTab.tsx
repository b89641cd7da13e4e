import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { ChargeRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import type { ListQuery, ResourceApi } from '../../framework/types';
import { ChargesTable } from '../../shared/accounting/tables';

/** Charges by storageId (spec 2 §7 'charges … by storageId'): accounting's resource, read generically. */
const storageChargesApi: ResourceApi = {
  name: 'charges',
  recordPath: '/api/charges',
  tables: ['rm.charges'],
  fallback: { storageId: 'storageId' },
};

/** The storage's Charges tab (spec 2 §2, staff only): its charges, newest first, each with its invoice. */
export const StorageChargesTab = ({ storageId }: { storageId: number }) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC', storageId }),
    [storageId],
  );
  const { rows, status } = useEmbeddedList<ChargeRow>(`storage-charges:${storageId}`, storageChargesApi, query);
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('accounting.noCharges')}</Typography>;
  return <ChargesTable rows={rows} testId="storage-charges" withInvoice withCreated />;
};
