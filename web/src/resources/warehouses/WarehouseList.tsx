import { ResourceList } from '../../framework/list/ResourceList';
import { warehouseListConfig } from './index';

const WarehouseList = () => <ResourceList config={warehouseListConfig} variant={{ basePath: '/warehouses' }} />;

export default WarehouseList;
