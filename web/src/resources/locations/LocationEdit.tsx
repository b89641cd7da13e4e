import { EditScreen } from '../../framework/screens/forms';
import { locationForm } from './index';

const LocationEdit = () => <EditScreen form={locationForm} />;

export default LocationEdit;
