import type { WarehouseRow } from '@console/contracts';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { warehouseBody, warehouseInitial, warehouseSections, warehouseValidate } from './index';
import { warehousesApi } from './api';

/** Spec 2 §2: edit redirects to show. */
const WarehouseEdit = () => (
  <RecordEdit<WarehouseRow>
    api={warehousesApi}
    title={(r) => `Edit ${r.name}`}
    sections={warehouseSections}
    initial={warehouseInitial}
    toBody={warehouseBody}
    validate={warehouseValidate}
    redirectTo="/warehouses/:id/show"
  />
);

export default WarehouseEdit;
