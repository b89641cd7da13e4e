import { t } from '../../app/i18n/messages';
import type { TaskRow } from '@console/contracts';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { taskBody, taskInitial, tasksApi, taskSections, taskValidate } from './index';

const TaskEdit = () => (
  <RecordEdit<TaskRow>
    api={tasksApi}
    title={(r) => t('admin.editTask', { id: r.id })}
    sections={taskSections}
    initial={taskInitial}
    toBody={taskBody}
    validate={taskValidate(false)}
    redirectTo="/tasks/:id/show"
  />
);
export default TaskEdit;
