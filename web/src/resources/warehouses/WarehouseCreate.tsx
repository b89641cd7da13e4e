import { CreateScreen } from '../../framework/screens/forms';
import { warehouseForm } from './index';

const WarehouseCreate = () => <CreateScreen form={warehouseForm} />;

export default WarehouseCreate;
