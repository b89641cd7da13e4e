import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { paymentsApi } from './api';
import { paymentBody, paymentInitial, paymentSections, paymentValidate } from './payments';

const PaymentCreate = () => (
  <ResourceForm
    formId="payments:create"
    api={paymentsApi}
    title={t('accounting.createPayment')}
    sections={paymentSections('create')}
    initialValues={paymentInitial(null)}
    toBody={paymentBody}
    validate={paymentValidate('create')}
    redirectTo="/payments"
  />
);
export default PaymentCreate;
