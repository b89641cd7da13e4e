import { useLocation } from 'react-router-dom';
import { t } from '../../app/i18n/messages';
import { ResourceForm } from '../../framework/form/ResourceForm';
import { paymentsApi } from '../../shared/accounting/api';
import { paymentPrefill } from './paymentActions';
import { paymentBody, paymentInitial, paymentSections, paymentValidate } from './payments';

/** Spec 3 §5 payment create; a link may prefill the customer, the invoice and the amount (?userId=&invoiceId=&amount=). */
const PaymentCreate = () => {
  const { search } = useLocation();
  return (
    // A new link on the open form (same route, new query) starts the form again with its values.
    <ResourceForm
      key={search}
      formId="payments:create"
      api={paymentsApi}
      title={t('accounting.createPayment')}
      sections={paymentSections('create')}
      initialValues={{ ...paymentInitial(null), ...paymentPrefill(search) }}
      toBody={paymentBody}
      validate={paymentValidate('create')}
      redirectTo="/payments"
    />
  );
};
export default PaymentCreate;
