import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import type { TaskRow } from '@console/contracts';
import { formatDateTime } from '../../framework/fields/cells';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import { mayUse } from '../../framework/routes';
import { FieldGrid } from '../../framework/show/FieldGrid';
import { HISTORY_TAB, ResourceShow } from '../../framework/show/ResourceShow';
import { staffSource } from '../../framework/fields/sources';
import { tasksApi } from './index';
import { TaskLogs } from './TaskLogs';

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
                  { label: 'Type', value: r.type },
                  { label: 'Status', value: r.status },
                  { label: 'Date', value: formatDateTime(r.date) },
                  { label: 'Priority', value: r.priority },
                  {
                    label: 'Creator',
                    value: r.creatorId === null ? null : <ReferenceName source={staffSource} id={r.creatorId} />,
                  },
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
