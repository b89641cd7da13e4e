import { ResourceList } from '../../../framework/list/ResourceList';
import { salesListVariant, useSalesListConfig } from '../list';

const variant = salesListVariant('lead');

/** /leads (spec 2 §2: a resource backed by orders, no default status filter). */
const LeadList = () => {
  const config = useSalesListConfig('lead');
  return <ResourceList config={config} variant={variant} />;
};

export default LeadList;
