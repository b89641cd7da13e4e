import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { CreateScreen } from '../../framework/screens/forms';
import { paymentPrefill } from './paymentActions';
import { paymentForm } from './payments';

const form = paymentForm('create');

/** Spec 3 §5 payment create; a link may prefill the customer, the invoice and the amount (?userId=&invoiceId=&amount=). */
const PaymentCreate = () => {
  const { search } = useLocation();
  const preset = useMemo(() => paymentPrefill(search), [search]);
  // A new link on the open form (same route, new query) starts the form again with its values.
  return <CreateScreen key={search} form={form} preset={preset} />;
};
export default PaymentCreate;
