import {
  ACCOUNTING_COMMUNICATION_CHANNEL,
  listOffset,
  type CommunicationRecordRow,
  type CommunicationResourceType,
  type ListAnswer,
  type TaskStatus,
} from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';

const iso = (d: Date | string): string => new Date(d).toISOString();

/**
 * The communication records of one invoice or payment, newest first, with the sender's and the recipient's
 * e-mail and phone as the users' read model has them now (the recipient: the customer the task names, else the
 * invoice's or payment's customer, `ownerId`).
 */
export const listCommunications = async (
  db: Kysely<ReadModels>,
  resource: { type: CommunicationResourceType; id: number; ownerId: number },
  page: { limit: number; page: number },
): Promise<ListAnswer<CommunicationRecordRow>> => {
  const mine = db
    .selectFrom('rm.accounting_communications as c')
    .where('c.resourceType', '=', resource.type)
    .where('c.resourceId', '=', resource.id);
  const [rows, count] = await Promise.all([
    mine
      .leftJoin('rm.users as s', 's.id', 'c.senderId')
      .leftJoin('rm.users as r', (j) =>
        j.on((eb) => eb('r.id', '=', eb.fn.coalesce('c.recipientId', eb.val(resource.ownerId)))),
      )
      .selectAll('c')
      .select([
        's.email as senderEmail',
        's.phone as senderPhone',
        'r.email as recipientEmail',
        'r.phone as recipientPhone',
      ])
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(listOffset(page))
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    results: rows.map((r): CommunicationRecordRow => ({
      id: r.id,
      taskId: r.id,
      taskStatus: r.taskStatus as TaskStatus,
      taskType: r.taskType,
      templateName: null,
      channel: ACCOUNTING_COMMUNICATION_CHANNEL,
      senderId: r.senderId,
      senderEmail: r.senderEmail ?? null,
      senderPhone: r.senderPhone ?? null,
      recipientId: r.recipientId ?? resource.ownerId,
      recipientEmail: r.recipientEmail ?? null,
      recipientPhone: r.recipientPhone ?? null,
      deliveryStatus: null,
      sendDate: null,
      errorMessage: r.errorMessage,
      priority: r.priority,
      resourceType: resource.type,
      resourceId: resource.id,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
  };
};
