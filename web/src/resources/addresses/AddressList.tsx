import { ResourceList } from '../../framework/list/ResourceList';
import { addressListConfig } from './index';

const AddressList = () => <ResourceList config={addressListConfig} variant={{ basePath: '/addresses' }} />;
export default AddressList;
