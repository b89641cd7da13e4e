import { ResourceList } from '../../framework/list/ResourceList';
import { addressListConfig } from './config';

const AddressList = () => <ResourceList config={addressListConfig} variant={{ basePath: '/addresses' }} />;
export default AddressList;
