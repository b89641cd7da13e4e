import { ResourceList } from '../../framework/list/ResourceList';
import { salesListVariant, useSalesListConfig } from './list';

const variant = salesListVariant('order');

/** /orders (spec 2 §2). */
const OrderList = () => {
  const config = useSalesListConfig('order');
  return <ResourceList config={config} variant={variant} />;
};

export default OrderList;
