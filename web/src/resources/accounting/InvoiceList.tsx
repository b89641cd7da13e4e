import { ResourceList } from '../../framework/list/ResourceList';
import { invoiceListConfig } from './invoices';

const InvoiceList = () => <ResourceList config={invoiceListConfig} variant={{ basePath: '/invoices' }} />;
export default InvoiceList;
