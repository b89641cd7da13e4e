import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { invoicesApi } from '../../shared/accounting/api';
import { invoiceBody, invoiceInitial, invoiceSections, invoiceValidate } from './invoices';

const sections = invoiceSections('create');
const InvoiceCreate = () => (
  <ResourceForm
    formId="invoices:create"
    api={invoicesApi}
    title={t('accounting.createInvoice')}
    sections={sections}
    initialValues={invoiceInitial(null)}
    toBody={invoiceBody}
    validate={invoiceValidate}
    redirectTo="/invoices"
    notice={t('accounting.invoiceCreated')}
  />
);
export default InvoiceCreate;
