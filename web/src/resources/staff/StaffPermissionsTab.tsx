import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { StaffPermissionsAsOf } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectFetch } from '../../framework/data/slice';
import { ChipList, formatDateTime } from '../../framework/fields/cells';
import { RecordName } from '../../framework/fields/RecordName';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * Issue 34 §11: what a staff member could do at any past instant, and every grant and removal with who and why,
 * read from their stream by the server (GET /api/staff/:id/permissions?at=), so an auditor can answer "could this
 * person issue refunds on 3 March?".
 */
export const StaffPermissionsTab = ({ id }: { id: number }) => {
  const dispatch = useAppDispatch();
  const [local, setLocal] = useState(() => dayjs().format(LOCAL_FORMAT));
  const instant = dayjs(local, LOCAL_FORMAT);
  // The input names a minute: "as of 10:20" holds what was done during 10:20 too.
  const at = instant.isValid() ? instant.endOf('minute').toISOString() : undefined;
  const key = `staff:permissions:${id}:${at ?? ''}`;
  useEffect(() => {
    if (at)
      dispatch(dataActions.fetchRequested({ key, path: `/api/staff/${id}/permissions?at=${encodeURIComponent(at)}` }));
  }, [dispatch, key, id, at]);
  const answer = useAppSelector((s) => selectFetch(s, key));
  const data = answer?.status === 'ready' ? (answer.data as StaffPermissionsAsOf) : undefined;
  return (
    <Stack spacing={2} data-testid="staff-permissions">
      <TextField
        type="datetime-local"
        label={t('staff.asOf')}
        value={local}
        onChange={(e) => setLocal(e.target.value)}
        sx={{ maxWidth: 280 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {data ? (
        <>
          <Box>
            <Typography variant="subtitle2">{t('staff.rolesThen')}</Typography>
            {data.roles.length > 0 ? (
              <ChipList names={data.roles} max={50} />
            ) : (
              <Typography>{t('staff.none')}</Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2">
              {t('staff.permissionsThen', { count: data.permissions.length })}
            </Typography>
            <Typography variant="body2" data-testid="staff-permissions-list" sx={{ wordBreak: 'break-word' }}>
              {data.permissions.join(', ')}
            </Typography>
          </Box>
          <Typography variant="subtitle2">{t('staff.history')}</Typography>
          <Table size="small" data-testid="staff-roles-history">
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.col.when')}</TableCell>
                <TableCell>{t('staff.col.before')}</TableCell>
                <TableCell>{t('staff.col.after')}</TableCell>
                <TableCell>{t('staff.col.by')}</TableCell>
                <TableCell>{t('staff.reason')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.history.map((h) => (
                <TableRow key={h.at + h.event}>
                  <TableCell>{formatDateTime(h.at)}</TableCell>
                  <TableCell>{h.from.join(', ')}</TableCell>
                  <TableCell>{h.to.join(', ')}</TableCell>
                  <TableCell>
                    {h.byUserId === null ? (
                      t('tasks.systemCreator')
                    ) : (
                      <RecordName of="user" id={h.byUserId} name={null} load />
                    )}
                  </TableCell>
                  <TableCell>{h.reason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
};
