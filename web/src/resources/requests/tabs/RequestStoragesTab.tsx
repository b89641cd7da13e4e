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

/** The Storages tab (spec 2 §2): the storages on the request's lines; their location and room for staff only (spec 2 §1). */
export const RequestStoragesTab = ({ storages, loading }: { storages: readonly StorageRow[]; loading: boolean }) => {
  const viewer = useViewer();
  if (storages.length === 0)
    return <Typography color="text.secondary">{loading ? '…' : t('requests.noStorages')}</Typography>;
  return (
    <Table size="small" data-testid="request-storages">
      <TableHead>
        <TableRow>
          <TableCell>Id</TableCell>
          <TableCell>Code</TableCell>
          <TableCell>Name</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Size (CBM)</TableCell>
          {viewer.isPartner ? null : <TableCell>Location</TableCell>}
          {viewer.isPartner ? null : <TableCell>Room</TableCell>}
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
  );
};
