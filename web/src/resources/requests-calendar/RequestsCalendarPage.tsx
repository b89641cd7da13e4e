import { t } from '../../app/i18n/messages';
import { RequestsCalendar } from './RequestsCalendar';

/** The requests calendar (spec 1 §2.7), opening on the month of every country. */
const RequestsCalendarPage = () => (
  <RequestsCalendar
    title={t('requests.calendarTitle')}
    defaultView="month"
    defaultCountry="all"
    listId="requests:calendar"
  />
);

export default RequestsCalendarPage;
