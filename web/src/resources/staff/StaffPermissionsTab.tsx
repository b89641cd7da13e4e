import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { StaffPermissionsAsOf } from '@console/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { t } from '../../app/i18n/messages';
import { dataActions, selectFetch } from '../../framework/data/slice';
import { ChipList, formatDateTime } from '../../framework/fields/cells';
import { RecordName } from '../../framework/fields/RecordName';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A grant or removal of roles: when, the roles before and after, by whom and why. */
const HISTORY_COLUMNS: readonly RowsColumn<StaffPermissionsAsOf['history'][number]>[] = [
  { label: 'staff.col.when', render: (h) => formatDateTime(h.at) },
  { label: 'staff.col.before', render: (h) => h.from.join(', ') },
  { label: 'staff.col.after', render: (h) => h.to.join(', ') },
  {
    label: 'staff.col.by',
    render: (h) =>
      h.byUserId === null ? t('tasks.systemCreator') : <RecordName of="user" id={h.byUserId} name={null} load />,
  },
  { label: 'staff.reason', render: (h) => h.reason ?? '' },
];

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
          <RowsTable
            data-testid="staff-roles-history"
            columns={HISTORY_COLUMNS}
            rows={data.history}
            rowKey={(h) => h.at + h.event}
          />
        </>
      ) : null}
    </Stack>
  );
};
