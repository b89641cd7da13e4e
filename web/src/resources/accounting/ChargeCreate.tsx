import { CreateScreen } from '../../framework/screens/forms';
import { chargeForm } from './charges';

const form = chargeForm('create');
const ChargeCreate = () => <CreateScreen form={form} />;
export default ChargeCreate;
