import { ResourceForm } from '../../framework/form/ResourceForm';
import { warehouseBody, warehouseInitial, warehouseSections, warehouseValidate } from './index';
import { warehousesApi } from './api';

const initial = warehouseInitial(null);

const WarehouseCreate = () => (
  <ResourceForm
    formId="warehouses:create"
    api={warehousesApi}
    title="Create Warehouse"
    sections={warehouseSections}
    initialValues={initial}
    toBody={warehouseBody}
    validate={warehouseValidate}
    redirectTo="/warehouses/:id/show"
  />
);

export default WarehouseCreate;
