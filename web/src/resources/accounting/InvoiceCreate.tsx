import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { invoicesApi } from './api';
import { invoiceBody, invoiceInitial, invoiceSections, invoiceValidate } from './invoices';

const InvoiceCreate = () => (
  <ResourceForm
    formId="invoices:create"
    api={invoicesApi}
    title={t('accounting.createInvoice')}
    sections={invoiceSections}
    initialValues={invoiceInitial(null)}
    toBody={invoiceBody}
    validate={invoiceValidate}
    redirectTo="/invoices"
  />
);
export default InvoiceCreate;
