import { CreateScreen } from '../../framework/screens/forms';
import { storageForm } from './form';

const StorageCreate = () => <CreateScreen form={storageForm} />;

export default StorageCreate;
