import { ResourceList } from '../../framework/list/ResourceList';
import { staffListConfig } from './index';

const StaffList = () => <ResourceList config={staffListConfig} variant={{ basePath: '/staff' }} />;
export default StaffList;
