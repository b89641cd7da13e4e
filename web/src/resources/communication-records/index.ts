/** The communication records' public surface: the tab other records' pages embed. */
export { CommunicationRecordsTab } from './CommunicationRecordsTab';
