import { ResourceList } from '../../framework/list/ResourceList';
import { teamListConfig } from './index';

const TeamList = () => <ResourceList config={teamListConfig} variant={{ basePath: '/teams' }} />;
export default TeamList;
