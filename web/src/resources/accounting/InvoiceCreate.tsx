import { CreateScreen } from '../../framework/screens/forms';
import { invoiceForm } from './invoices';

const form = invoiceForm('create');
const InvoiceCreate = () => <CreateScreen form={form} />;
export default InvoiceCreate;
