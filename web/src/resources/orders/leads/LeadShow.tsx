import { SalesShow } from '../SalesShow';

/** /leads/{id}/show (spec 2 §2). */
const LeadShow = () => <SalesShow page="lead" />;

export default LeadShow;
