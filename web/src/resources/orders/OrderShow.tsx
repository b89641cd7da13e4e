import { SalesShow } from './SalesShow';

/** /orders/{id}/show (spec 2 §2). */
const OrderShow = () => <SalesShow page="order" />;

export default OrderShow;
