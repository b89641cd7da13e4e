import { ResourceList } from '../../framework/list/ResourceList';
import { revisionListConfig, revisionListVariant } from './index';

/** /revisions (History, spec 1 §2.11). */
const RevisionList = () => <ResourceList config={revisionListConfig} variant={revisionListVariant} />;

export default RevisionList;
