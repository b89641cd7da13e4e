import type { TaskRow, TaskSubjectModel } from '@console/contracts';
import { t, type MessageKey } from '../../app/i18n/messages';
import { RecordLink } from '../../framework/fields/RecordLink';

/** The show page of each subject's record (leads are shown as leads, though they live in orders). */
const BASE: Readonly<Record<TaskSubjectModel, string>> = {
  lead: 'leads',
  order: 'orders',
  request: 'requests',
  invoice: 'invoices',
  payment: 'payments',
  user: 'users',
};

/** The words of a task's subject: 'Lead #5000 of Mei Haddad' (issue 31), '' when it names no record. */
export const taskSubjectText = (row: Pick<TaskRow, 'subject'>): string => {
  const s = row.subject;
  if (!s) return '';
  const subject = t(`words.subject.${s.model}` as MessageKey, { id: s.id });
  return s.name && s.model !== 'user' ? t('words.subjectOf', { subject, name: s.name }) : (s.name ?? subject);
};

/** What a task is about, linked to that record's page (instead of its data's JSON text). */
export const TaskSubject = ({ row }: { row: Pick<TaskRow, 'subject'> }) =>
  row.subject ? (
    <RecordLink base={BASE[row.subject.model]} id={row.subject.id} testId="task-subject">
      {taskSubjectText(row)}
    </RecordLink>
  ) : null;
