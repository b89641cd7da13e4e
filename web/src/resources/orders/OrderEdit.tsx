import { SalesEdit } from './OrderForm';

/** /orders/{id} (spec 2 §2). */
const OrderEdit = () => <SalesEdit page="order" />;

export default OrderEdit;
