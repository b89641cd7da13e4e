import { ResourceList } from '../../../framework/list/ResourceList';
import { salesListConfig, salesListVariant } from '../list';

const config = salesListConfig('lead');
const variant = salesListVariant('lead');

/** /leads (spec 2 §2: a resource backed by orders, no default status filter). */
const LeadList = () => <ResourceList config={config} variant={variant} />;

export default LeadList;
