import { taskSubjectOf, type CommunicationResourceKind, type TaskRecord } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';

/** Who a task's message goes to and what it is about, from the read models (issue 33). */
export interface MessageContext {
  readonly resourceType: CommunicationResourceKind | null;
  readonly resourceId: number | null;
  readonly recipientId: number | null;
  readonly recipientEmail: string | null;
  readonly recipientPhone: string | null;
  readonly senderEmail: string | null;
  readonly senderPhone: string | null;
  /** The customer's language (EN, AR): which of a template's versions the message is written in. */
  readonly language: string;
  /** The customer's country: a template or placeholder of that country comes before a general one. */
  readonly countryId: number | null;
  /** The template's variables: the task's data, the customer's name, the company's. */
  readonly variables: Readonly<Record<string, unknown>>;
}

const dataOf = (data: string | null): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(data ?? '{}');
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The customer of the record a task names (its subject, contracts' taskSubjectOf). */
const customerOf = async (db: Kysely<ReadModels>, subject: { model: string; id: number }): Promise<number | null> => {
  switch (subject.model) {
    case 'lead':
    case 'order':
      return (
        (await db.selectFrom('rm.orders').select('userId').where('id', '=', subject.id).executeTakeFirst())?.userId ??
        null
      );
    case 'request':
      return (
        (await db.selectFrom('rm.requests').select('userId').where('id', '=', subject.id).executeTakeFirst())?.userId ??
        null
      );
    case 'invoice':
      return (
        (await db.selectFrom('rm.invoices').select('userId').where('id', '=', subject.id).executeTakeFirst())?.userId ??
        null
      );
    case 'payment':
      return (
        (await db.selectFrom('rm.payments').select('userId').where('id', '=', subject.id).executeTakeFirst())?.userId ??
        null
      );
    default:
      return subject.id;
  }
};

const user = (db: Kysely<ReadModels>, id: number | null) =>
  id === null
    ? Promise.resolve(undefined)
    : db
        .selectFrom('rm.users')
        .leftJoin('rm.country', 'rm.country.id', 'rm.users.countryId')
        .select([
          'rm.users.id',
          'rm.users.name',
          'rm.users.email',
          'rm.users.phone',
          'rm.users.language',
          'rm.users.countryId',
          'rm.country.name as countryName',
        ])
        .where('rm.users.id', '=', id)
        .executeTakeFirst();

export const messageContextOf = async (
  db: Kysely<ReadModels>,
  task: TaskRecord,
  companyName: string,
): Promise<MessageContext> => {
  const data = dataOf(task.data);
  const subject = taskSubjectOf(task.data);
  const recipientId = subject ? await customerOf(db, subject) : null;
  const [recipient, sender] = await Promise.all([user(db, recipientId), user(db, task.creatorId)]);
  return {
    resourceType: subject?.model ?? null,
    resourceId: subject?.id ?? null,
    recipientId,
    recipientEmail: recipient?.email || null,
    recipientPhone: recipient?.phone || null,
    senderEmail: sender?.email || null,
    senderPhone: sender?.phone || null,
    language: recipient?.language ?? 'EN',
    countryId: recipient?.countryId ?? null,
    variables: {
      ...data,
      customerName: recipient?.name ?? 'customer',
      customerEmail: recipient?.email ?? '',
      countryName: recipient?.countryName ?? '',
      companyName,
      // What the message is about, as a person reads it: '#<id>' of the record the task names.
      reference: subject ? `#${subject.id}` : '',
    },
  };
};
