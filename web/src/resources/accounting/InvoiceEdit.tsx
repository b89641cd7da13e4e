import { EditScreen } from '../../framework/screens/forms';
import { invoiceForm } from './invoices';

const form = invoiceForm('edit');
const InvoiceEdit = () => <EditScreen form={form} />;
export default InvoiceEdit;
