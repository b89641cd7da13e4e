import { ResourceList } from '../../framework/list/ResourceList';
import { affiliateCommissionListConfig } from './config';

const AffiliateCommissionList = () => (
  <ResourceList config={affiliateCommissionListConfig} variant={{ basePath: '/affiliate-commissions' }} />
);
export default AffiliateCommissionList;
