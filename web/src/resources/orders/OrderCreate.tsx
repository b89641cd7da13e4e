import { SalesCreate } from './OrderForm';

/** /orders/create (spec 2 §2). */
const OrderCreate = () => <SalesCreate page="order" />;

export default OrderCreate;
