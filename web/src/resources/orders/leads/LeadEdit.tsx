import { SalesEdit } from '../OrderForm';

/** /leads/{id} and a revision at /leads/{id}?quoteVersion={n+1} (spec 2 §2). */
const LeadEdit = () => <SalesEdit page="lead" />;

export default LeadEdit;
