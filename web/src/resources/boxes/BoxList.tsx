import { ResourceList } from '../../framework/list/ResourceList';
import { boxListConfig } from './index';

const BoxList = () => <ResourceList config={boxListConfig} variant={{ basePath: '/boxes' }} />;
export default BoxList;
