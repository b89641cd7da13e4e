import { ResourceList } from '../../framework/list/ResourceList';
import { staffUsersListConfig } from './index';

const StaffUsersList = () => <ResourceList config={staffUsersListConfig} variant={{ basePath: '/staff-users' }} />;
export default StaffUsersList;
