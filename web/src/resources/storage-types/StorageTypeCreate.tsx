import { StorageTypeForm } from './StorageTypeForm';

const StorageTypeCreate = () => <StorageTypeForm record={null} />;
export default StorageTypeCreate;
