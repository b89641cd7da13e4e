import { EditScreen } from '../../framework/screens/forms';
import { paymentForm } from './payments';

const form = paymentForm('edit');
const PaymentEdit = () => <EditScreen form={form} />;
export default PaymentEdit;
