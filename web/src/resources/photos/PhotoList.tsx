import { ResourceList } from '../../framework/list/ResourceList';
import { photoListConfig, photoListVariant } from './list';

/** /photos (spec 3 §2). */
const PhotoList = () => <ResourceList config={photoListConfig} variant={photoListVariant} />;

export default PhotoList;
