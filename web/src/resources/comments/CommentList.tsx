import { ResourceList } from '../../framework/list/ResourceList';
import { commentListConfig, commentListVariant } from './index';

/** /comments (spec 1 §2.12). */
const CommentList = () => <ResourceList config={commentListConfig} variant={commentListVariant} />;

export default CommentList;
