import { ResourceList } from '../../framework/list/ResourceList';
import { communicationListConfig } from './index';

const CommunicationRecordList = () => (
  <ResourceList config={communicationListConfig} variant={{ basePath: '/Communication-records' }} />
);
export default CommunicationRecordList;
