import { RequestEdit } from './RequestForm';

/** /requests/{id} (spec 2 §2). */
const RequestEditPage = () => <RequestEdit />;

export default RequestEditPage;
