import { ResourceList } from '../../framework/list/ResourceList';
import { taskListConfig } from './index';

const TaskList = () => <ResourceList config={taskListConfig} variant={{ basePath: '/tasks' }} />;
export default TaskList;
