import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import type { TaskRow } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { priorityText, TaskCreator, tasksApi } from './index';
import { TaskSubject } from './TaskSubject';
import { t } from '../../app/i18n/messages';
import { TaskLogs } from './TaskLogs';
import { enumLabel } from '../../app/i18n/enumText';

const TaskShow = () => {
  const { id } = useParams();
  return (
    <ResourceShow<TaskRow>
      api={tasksApi}
      id={id}
      basePath="/tasks"
      title={(r) => t('admin.taskTitle', { id: r.id })}
      canEdit={(v) => mayUse(v, 'tasks', 'update')}
      tabs={[
        {
          label: 'accounting.summary',
          content: (r) => (
            <Box>
              <FieldGrid
                items={[
                  { label: 'accounting.col.id', value: r.id },
                  { label: 'admin.col.type', value: enumLabel('TaskType', r.type) },
                  { label: 'admin.col.status', value: enumLabel('TaskStatus', r.status) },
                  { label: 'admin.col.date', value: formatDateTime(r.date) },
                  { label: 'tasks.col.subject', value: <TaskSubject row={r} /> },
                  { label: 'tasks.col.priority', value: priorityText(r) },
                  { label: 'tasks.col.creator', value: <TaskCreator row={r} load /> },
                  { label: 'accounting.col.created', value: formatDateTime(r.createdAt) },
                  {
                    label: 'admin.col.data',
                    value:
                      r.data === null ? null : (
                        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                          {r.data}
                        </Box>
                      ),
                    wide: true,
                  },
                  { label: 'admin.col.error', value: r.taskError, wide: true },
                ]}
              />
            </Box>
          ),
        },
        { label: 'admin.col.logs', content: (r) => <TaskLogs taskId={r.id} /> },
        HISTORY_TAB,
      ]}
    />
  );
};
export default TaskShow;
