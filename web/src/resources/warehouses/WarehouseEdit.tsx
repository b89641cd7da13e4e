import { EditScreen } from '../../framework/screens/forms';
import { warehouseForm } from './index';

const WarehouseEdit = () => <EditScreen form={warehouseForm} />;

export default WarehouseEdit;
