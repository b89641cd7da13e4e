import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { CreateScreen } from '../../framework/screens/forms';
import { locationForm } from './index';

/** /locations/create, or ?warehouseId= from a warehouse's Locations tab. */
const LocationCreate = () => {
  const warehouseId = Number(new URLSearchParams(useLocation().search).get('warehouseId')) || null;
  const preset = useMemo(() => ({ warehouseId }), [warehouseId]);
  return <CreateScreen form={locationForm} preset={preset} />;
};

export default LocationCreate;
