import { ResourceList } from '../../framework/list/ResourceList';
import { blockedSlotListConfig } from './index';

const BlockedSlotList = () => <ResourceList config={blockedSlotListConfig} variant={{ basePath: '/blocked-slots' }} />;
export default BlockedSlotList;
