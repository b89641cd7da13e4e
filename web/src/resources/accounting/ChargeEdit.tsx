import { EditScreen } from '../../framework/screens/forms';
import { chargeForm } from './charges';

const form = chargeForm('edit');
const ChargeEdit = () => <EditScreen form={form} />;
export default ChargeEdit;
