import { ResourceList } from '../../framework/list/ResourceList';
import { communicationListConfig } from './config';

const CommunicationRecordList = () => (
  <ResourceList config={communicationListConfig} variant={{ basePath: '/Communication-records' }} />
);
export default CommunicationRecordList;
