import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StorageRow } from '@console/contracts';
import { useViewer } from '../../../app/hooks';
import { t } from '../../../app/i18n/messages';
import { RecordLink } from '../../../framework/fields/RecordLink';
import { StatusBadge } from '../../../framework/fields/StatusBadge';
import { mayUse } from '../../../framework/routes';
import { PutAwayDialog } from '../../storages';
import { RowsTable, type RowsColumn } from '../../../framework/list/RowsTable';

const COLUMNS: readonly RowsColumn<StorageRow>[] = [
  { label: 'requests.label.id', render: (s) => <RecordLink base="storages" id={s.id} /> },
  { label: 'requests.label.code', render: (s) => s.code ?? '' },
  { label: 'requests.label.name', render: (s) => s.name ?? '' },
  { label: 'requests.label.type', render: (s) => s.storagetypeName ?? s.storagetypeCode ?? '' },
  { label: 'requests.label.status', render: (s) => <StatusBadge kind="storage" status={s.status} /> },
  { label: 'requests.label.sizeCbm', render: (s) => s.size ?? '', align: 'right' },
];

/** Where a storage is, for staff only (spec 2 §1). */
const STAFF_COLUMNS: readonly RowsColumn<StorageRow>[] = [
  {
    label: 'requests.label.location',
    render: (s) =>
      s.locationId !== null ? (
        <RecordLink base="locations" id={s.locationId}>
          {s.location ?? s.locationPath}
        </RecordLink>
      ) : (
        (s.location ?? '')
      ),
  },
  { label: 'requests.label.room', render: (s) => s.roomName ?? '' },
];

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
      <RowsTable
        data-testid="request-storages"
        columns={viewer.isPartner ? COLUMNS : [...COLUMNS, ...STAFF_COLUMNS]}
        rows={storages}
        rowKey={(s) => s.id}
      />
    </>
  );
};
