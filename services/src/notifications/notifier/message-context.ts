import { taskSubjectOf, type CommunicationResourceKind, type TaskRecord } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { STAFF_AUDIENCE } from './task-channel.js';

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

/** The request's country and the e-mails of its team's users (a staff message's recipients). */
const requestStaffOf = async (db: Kysely<ReadModels>, requestId: number) => {
  const request = await db
    .selectFrom('rm.requests')
    .select(['countryId', 'teamId'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  const team =
    request?.teamId == null
      ? undefined
      : await db.selectFrom('rm.teams').select('users').where('id', '=', request.teamId).executeTakeFirst();
  const emails =
    team && team.users.length > 0
      ? (await db.selectFrom('rm.users').select('email').where('id', 'in', team.users).orderBy('id').execute())
          .map((u) => u.email)
          .filter((e): e is string => typeof e === 'string' && e !== '')
      : [];
  return { countryId: request?.countryId ?? null, teamEmails: emails };
};

export const messageContextOf = async (
  db: Kysely<ReadModels>,
  task: TaskRecord,
  companyName: string,
): Promise<MessageContext> => {
  const data = dataOf(task.data);
  const subject = taskSubjectOf(task.data);
  const customerId = subject ? await customerOf(db, subject) : null;
  const [customer, sender] = await Promise.all([user(db, customerId), user(db, task.creatorId)]);
  const audience = STAFF_AUDIENCE[task.type as keyof typeof STAFF_AUDIENCE];
  // A staff message (Notify Team / Warehouse) goes to the request's team or its country's warehouse, not the customer.
  const staff = audience && subject?.model === 'request' ? await requestStaffOf(db, subject.id) : undefined;
  const recipient = audience ? undefined : customer;
  return {
    resourceType: subject?.model ?? null,
    resourceId: subject?.id ?? null,
    recipientId: audience ? null : customerId,
    recipientEmail: recipient?.email || null,
    recipientPhone: recipient?.phone || null,
    senderEmail: sender?.email || null,
    senderPhone: sender?.phone || null,
    language: (audience ? sender?.language : customer?.language) ?? 'EN',
    countryId: audience ? (staff?.countryId ?? null) : (customer?.countryId ?? null),
    variables: {
      ...data,
      customerName: customer?.name ?? 'customer',
      customerEmail: customer?.email ?? '',
      countryName: customer?.countryName ?? '',
      companyName,
      // What the message is about, as a person reads it: '#<id>' of the record the task names.
      reference: subject ? `#${subject.id}` : '',
      // The request's team as one address list (a template's `{{teamEmails}}`, message-template.ts addressesOf).
      ...(staff ? { teamEmails: staff.teamEmails.join(', ') } : {}),
    },
  };
};
