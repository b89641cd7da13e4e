import { ResourceForm } from '../../framework/form/ResourceForm';
import { taskBody, taskInitial, tasksApi, taskSections, taskValidate } from './index';

const TaskCreate = () => (
  <ResourceForm
    formId="tasks:create"
    api={tasksApi}
    title="admin.createTask"
    sections={taskSections}
    initialValues={taskInitial(null)}
    toBody={taskBody}
    validate={taskValidate(true)}
    redirectTo="/tasks/:id/show"
  />
);
export default TaskCreate;
