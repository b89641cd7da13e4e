import { RequestCreate } from './RequestForm';

/** /requests/create, and /requests/create?storageIds=… from a storage selection (spec 2 §2, §5). */
const RequestCreatePage = () => <RequestCreate />;

export default RequestCreatePage;
