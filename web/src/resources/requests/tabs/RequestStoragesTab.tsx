import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StorageRow } from '@console/contracts';
import { useViewer } from '../../../app/hooks';
import { t } from '../../../app/i18n/messages';
import { RecordLink } from '../../../framework/fields/RecordLink';
import { StatusBadge } from '../../../framework/fields/StatusBadge';
import { mayUse } from '../../../framework/routes';
import { PutAwayDialog } from '../../storages';

/** The Storages tab (spec 2 §2): the storages on the request's lines; their location and room for staff only (spec 2 §1). */
export const RequestStoragesTab = ({
  storages,
  loading,
  warehouseId = null,
}: {
  storages: readonly StorageRow[];
  loading: boolean;
  /** The request's warehouse: where its storages are put away (issue 31). */
  warehouseId?: number | null;
}) => {
  const viewer = useViewer();
  const [puttingAway, setPuttingAway] = useState<readonly number[] | null>(null);
  if (storages.length === 0)
    return <Typography color="text.secondary">{loading ? '…' : t('requests.noStorages')}</Typography>;
  // Issue 31: the storages received at IN, put away at once (to one location or spread) by staff who check in.
  const atIn = storages.filter((s) => s.status === 'in').map((s) => s.id);
  const mayPutAway = !viewer.isPartner && mayUse(viewer, 'storage-records', 'create') && atIn.length > 0;
  return (
    <>
      {mayPutAway ? (
        <Button variant="contained" size="small" sx={{ mb: 1 }} onClick={() => setPuttingAway(atIn)}>
          {t('storages.putAway')}
        </Button>
      ) : null}
      <PutAwayDialog ids={puttingAway} warehouseId={warehouseId} onClose={() => setPuttingAway(null)} />
      <Table size="small" data-testid="request-storages">
        <TableHead>
          <TableRow>
            <TableCell>{t('requests.label.id')}</TableCell>
            <TableCell>{t('requests.label.code')}</TableCell>
            <TableCell>{t('requests.label.name')}</TableCell>
            <TableCell>{t('requests.label.type')}</TableCell>
            <TableCell>{t('requests.label.status')}</TableCell>
            <TableCell align="right">{t('requests.label.sizeCbm')}</TableCell>
            {viewer.isPartner ? null : <TableCell>{t('requests.label.location')}</TableCell>}
            {viewer.isPartner ? null : <TableCell>{t('requests.label.room')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {storages.map((s) => (
            <TableRow key={s.id}>
              <TableCell>
                <RecordLink base="storages" id={s.id} />
              </TableCell>
              <TableCell>{s.code ?? ''}</TableCell>
              <TableCell>{s.name ?? ''}</TableCell>
              <TableCell>{s.storagetypeName ?? s.storagetypeCode ?? ''}</TableCell>
              <TableCell>
                <StatusBadge kind="storage" status={s.status} />
              </TableCell>
              <TableCell align="right">{s.size ?? ''}</TableCell>
              {viewer.isPartner ? null : (
                <TableCell>
                  {s.locationId !== null ? (
                    <RecordLink base="locations" id={s.locationId}>
                      {s.location ?? s.locationPath}
                    </RecordLink>
                  ) : (
                    (s.location ?? '')
                  )}
                </TableCell>
              )}
              {viewer.isPartner ? null : <TableCell>{s.roomName ?? ''}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
