import { ResourceList } from '../../framework/list/ResourceList';
import { storageTypeListConfig } from './index';
import { StorageTypeImportExport } from './StorageTypeImportExport';

const StorageTypeList = () => (
  <>
    <StorageTypeImportExport />
    <ResourceList config={storageTypeListConfig} variant={{ basePath: '/storage-types' }} />
  </>
);
export default StorageTypeList;
