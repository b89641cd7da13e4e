import type { PaymentRow } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { RecordEdit } from '../../framework/form/RecordEdit';
import { paymentsApi } from '../../shared/accounting/api';
import { paymentBody, paymentInitial, paymentSections, paymentValidate } from './payments';

const sections = paymentSections('edit');
const PaymentEdit = () => (
  <RecordEdit<PaymentRow>
    api={paymentsApi}
    title={(r) => t('accounting.editPayment', { id: r.id })}
    sections={sections}
    initial={paymentInitial}
    toBody={paymentBody}
    validate={paymentValidate('edit')}
    redirectTo="/payments"
  />
);
export default PaymentEdit;
