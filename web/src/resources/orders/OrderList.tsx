import { ResourceList } from '../../framework/list/ResourceList';
import { salesListConfig, salesListVariant } from './list';

const config = salesListConfig('order');
const variant = salesListVariant('order');

/** /orders (spec 2 §2). */
const OrderList = () => <ResourceList config={config} variant={variant} />;

export default OrderList;
