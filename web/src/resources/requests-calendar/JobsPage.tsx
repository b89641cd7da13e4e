import { t } from '../../app/i18n/messages';
import { RequestsCalendar } from './RequestsCalendar';

/**
 * /jobs (spec 1 §2.2, spec 2 §2 Calendars): the requests calendar opening on today's jobs in lanes, of the user's
 * country (docs/decisions.md).
 */
const JobsPage = () => (
  <RequestsCalendar title={t('requests.jobsTitle')} defaultView="day" defaultCountry="viewer" listId="requests:jobs" />
);

export default JobsPage;
