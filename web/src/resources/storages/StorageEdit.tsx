import { EditScreen } from '../../framework/screens/forms';
import { storageForm } from './form';

const StorageEdit = () => <EditScreen form={storageForm} />;

export default StorageEdit;
