import Box from '@mui/material/Box';
import { TASK_PAGE_SIZES, type TaskLogRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { formatDateTime } from '../../framework/fields/cells';
import { EmbeddedTable, type EmbeddedColumn } from '../../framework/list/EmbeddedTable';
import { taskLogsApi } from './index';

const LOG_COLUMNS: readonly EmbeddedColumn<TaskLogRow>[] = [
  {
    label: 'admin.col.date',
    render: (l) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(l.date)}
      </Box>
    ),
  },
  { label: 'admin.col.type', render: (l) => l.type },
  { label: 'admin.col.message', render: (l) => l.message },
];

/** The show screen's Logs list (spec 2 §2): the task logs of this task (by taskId), newest first. */
export const TaskLogs = ({ taskId }: { taskId: number }) => (
  <EmbeddedTable<TaskLogRow>
    listId={`tasks:logs:${taskId}`}
    api={taskLogsApi}
    filter={{ taskId }}
    sort={{ sortBy: 'date', sortOrder: 'DESC' }}
    columns={LOG_COLUMNS}
    testId="task-logs"
    perPage={TASK_PAGE_SIZES[0]}
    perPageOptions={TASK_PAGE_SIZES}
    empty={t('admin.noLogs')}
  />
);
