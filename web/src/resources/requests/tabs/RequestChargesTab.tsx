import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { ChargeRow, RequestRow } from '@console/contracts';
import { t } from '../../../app/i18n/messages';
import { useEmbeddedList } from '../../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../../framework/types';
import { ChargesTable } from '../../../shared/accounting/tables';
import { requestChargesApi } from '../../../shared/requests/api';

/** The Charges tab (spec 2 §2, §7 'charges by requestId'): accounting's charges table of the request's charges. */
export const RequestChargesTab = ({ request }: { request: RequestRow }) => {
  const query: ListQuery = useMemo(
    () => ({ limit: 200, page: 1, sortBy: 'id', sortOrder: 'DESC', requestId: request.id }),
    [request.id],
  );
  const { rows, status } = useEmbeddedList<ChargeRow>(`request-charges:${request.id}`, requestChargesApi, query);
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('requests.noCharges')}</Typography>;
  return <ChargesTable rows={rows} testId="request-charges" withInvoice withCreated />;
};
