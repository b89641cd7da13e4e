import { SalesCreate } from '../OrderForm';

/** /leads/create (spec 2 §2). */
const LeadCreate = () => <SalesCreate page="lead" />;

export default LeadCreate;
