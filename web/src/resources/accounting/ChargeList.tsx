import { ResourceList } from '../../framework/list/ResourceList';
import { chargeListConfig } from './charges';

const ChargeList = () => <ResourceList config={chargeListConfig} variant={{ basePath: '/charges' }} />;
export default ChargeList;
