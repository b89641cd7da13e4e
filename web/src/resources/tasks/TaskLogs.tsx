import { t } from '../../app/i18n/messages';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TASK_PAGE_SIZES, type TaskLogRow } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { useEmbeddedList } from '../../framework/list/useEmbeddedList';
import { taskLogsApi } from './index';

/** The show screen's Logs list (spec 2 §2): the task logs of this task (by taskId), newest first. */
export const TaskLogs = ({ taskId }: { taskId: number }) => {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(TASK_PAGE_SIZES[0]);
  const { rows, totalCount, status } = useEmbeddedList<TaskLogRow>(`tasks:logs:${taskId}`, taskLogsApi, {
    taskId,
    sortBy: 'date',
    sortOrder: 'DESC',
    limit: perPage,
    page,
  });
  return (
    <Box data-testid="task-logs" data-status={status}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {(['admin.col.date', 'admin.col.type', 'admin.col.message'] as const).map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>
                {t(h)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((l) => (
            <TableRow key={l.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.date)}</TableCell>
              <TableCell>{l.type}</TableCell>
              <TableCell>{l.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {status !== 'loading' && rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('admin.noLogs')}
        </Typography>
      ) : null}
      <TablePagination
        component="div"
        count={totalCount}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...TASK_PAGE_SIZES]}
        onPageChange={(_e, p) => setPage(p + 1)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(1);
        }}
      />
    </Box>
  );
};
