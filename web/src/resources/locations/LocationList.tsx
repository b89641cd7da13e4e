import { ResourceList } from '../../framework/list/ResourceList';
import { locationListConfig } from './index';

const LocationList = () => <ResourceList config={locationListConfig} variant={{ basePath: '/locations' }} />;

export default LocationList;
