import type { RequestRow } from '@console/contracts';
import { CommunicationRecordsTab } from '../../communication-records';

/** The Communication tab (spec 2 §2, §3): the records of the request. */
export const RequestCommunicationTab = ({ request }: { request: RequestRow }) => (
  <CommunicationRecordsTab of={{ resourceType: 'request', resourceId: request.id }} />
);
