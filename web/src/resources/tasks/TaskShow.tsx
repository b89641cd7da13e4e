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
      title={(r) => `Task #${r.id}`}
      canEdit={(v) => mayUse(v, 'tasks', 'update')}
      tabs={[
        {
          label: 'Summary',
          content: (r) => (
            <Box>
              <FieldGrid
                items={[
                  { label: 'Id', value: r.id },
                  { label: 'Type', value: enumLabel('TaskType', r.type) },
                  { label: 'Status', value: enumLabel('TaskStatus', r.status) },
                  { label: 'Date', value: formatDateTime(r.date) },
                  { label: t('tasks.col.subject'), value: <TaskSubject row={r} /> },
                  { label: t('tasks.col.priority'), value: priorityText(r) },
                  { label: t('tasks.col.creator'), value: <TaskCreator row={r} load /> },
                  { label: 'Created', value: formatDateTime(r.createdAt) },
                  {
                    label: 'Data',
                    value:
                      r.data === null ? null : (
                        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                          {r.data}
                        </Box>
                      ),
                    wide: true,
                  },
                  { label: 'Error', value: r.taskError, wide: true },
                ]}
              />
            </Box>
          ),
        },
        { label: 'Logs', content: (r) => <TaskLogs taskId={r.id} /> },
        HISTORY_TAB,
      ]}
    />
  );
};
export default TaskShow;
