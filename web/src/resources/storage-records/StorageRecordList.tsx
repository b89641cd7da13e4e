import { ResourceList } from '../../framework/list/ResourceList';
import { storageRecordListConfig } from './index';

const StorageRecordList = () => (
  <ResourceList config={storageRecordListConfig} variant={{ basePath: '/storage-records' }} />
);

export default StorageRecordList;
