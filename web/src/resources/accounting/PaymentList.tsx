import { ResourceList } from '../../framework/list/ResourceList';
import { paymentListConfig } from './payments';

const PaymentList = () => <ResourceList config={paymentListConfig} variant={{ basePath: '/payments' }} />;
export default PaymentList;
