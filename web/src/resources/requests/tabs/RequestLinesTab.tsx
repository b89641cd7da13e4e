import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  checkRequestAction,
  REQUEST_LINES_PAGE_SIZE,
  type RequestLineRow,
  type RequestRow,
  type StorageRow,
} from '@console/contracts';
import { useViewer } from '../../../app/hooks';
import { t } from '../../../app/i18n/messages';
import { RecordLink } from '../../../framework/fields/RecordLink';
import { useEmbeddedList } from '../../../framework/list/useEmbeddedList';
import type { ListQuery } from '../../../framework/types';
import { actorOf } from '../../../shared/requests/actor';
import { requestLinesApi } from '../../../shared/requests/api';
import { storageText } from '../../../shared/storages/StorageLink';

/**
 * The Lines tab (spec 2 §2, §9): the request's lines, 1000 a page, with qty, qtyDone and qtyInOut ('Qty WH'); a
 * line's Edit where the lifecycle lets the user edit the request's lines (spec 2 §6).
 */
export const RequestLinesTab = ({ request, storages }: { request: RequestRow; storages: readonly StorageRow[] }) => {
  const viewer = useViewer();
  const query: ListQuery = useMemo(
    () => ({ limit: REQUEST_LINES_PAGE_SIZE, page: 1, sortBy: 'id', sortOrder: 'ASC', requestId: request.id }),
    [request.id],
  );
  const { rows, status } = useEmbeddedList<RequestLineRow>(`request-lines:${request.id}`, requestLinesApi, query);
  const editable = checkRequestAction('editLine', request, actorOf(viewer)) === undefined;
  const byId = new Map(storages.map((s) => [s.id, s]));
  if (rows.length === 0)
    return <Typography color="text.secondary">{status === 'loading' ? '…' : t('requests.noLines')}</Typography>;
  return (
    <Table size="small" data-testid="request-lines">
      <TableHead>
        <TableRow>
          <TableCell>{t('requests.label.line')}</TableCell>
          <TableCell>{t('requests.label.storage')}</TableCell>
          <TableCell align="right">{t('requests.label.qty')}</TableCell>
          <TableCell align="right">{t('requests.label.qtyDone')}</TableCell>
          <TableCell align="right">{t('requests.label.qtyWh')}</TableCell>
          {editable ? <TableCell /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((l) => (
          <TableRow key={l.id} data-testid="request-line" data-line-id={l.id}>
            <TableCell>
              <RecordLink base="request-lines" id={l.id}>
                {t('requests.lineTitle', { id: l.id })}
              </RecordLink>
            </TableCell>
            <TableCell>
              {l.storageId === null ? (
                ''
              ) : (
                <RecordLink base="storages" id={l.storageId}>
                  {storageText(
                    byId.get(l.storageId) ?? { id: l.storageId, code: null, name: null, storagetypeName: null },
                  )}
                </RecordLink>
              )}
            </TableCell>
            <TableCell align="right">{l.qty}</TableCell>
            <TableCell align="right">{l.qtyDone ?? ''}</TableCell>
            <TableCell align="right">{l.qtyInOut ?? ''}</TableCell>
            {editable ? (
              <TableCell align="right">
                <Button
                  component={RouterLink}
                  to={`/request-lines/${l.id}`}
                  size="small"
                  startIcon={<EditIcon fontSize="small" />}
                >
                  {t('record.edit')}
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
