import { ResourceList } from '../../framework/list/ResourceList';
import { userLogsListConfig } from './index';

const UserLogList = () => <ResourceList config={userLogsListConfig} variant={{ basePath: '/user-logs' }} />;
export default UserLogList;
