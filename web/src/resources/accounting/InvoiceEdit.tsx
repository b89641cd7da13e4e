import type { InvoiceRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { invoicesApi } from '../../shared/accounting/api';
import { invoiceBody, invoiceInitial, invoiceSections, invoiceValidate } from './invoices';

const sections = invoiceSections('edit');
const InvoiceEdit = () => (
  <RecordEdit<InvoiceRow>
    api={invoicesApi}
    title={(r) => t('accounting.editInvoice', { number: r.invoiceNumber })}
    sections={sections}
    initial={invoiceInitial}
    toBody={invoiceBody}
    validate={invoiceValidate}
    redirectTo="/invoices"
  />
);
export default InvoiceEdit;
