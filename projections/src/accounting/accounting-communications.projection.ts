import {
  communicationResourceOf,
  TASK_RECORD_EVENT_TYPES,
  type RecordedEvent,
  type TaskCreated,
  type TaskRecord,
  type TaskUpdated,
} from '@console/contracts';
import type { Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

type Trx = Transaction<ReadModels>;

/** The task as it now stands, filed under the record it concerns, or off the table when it concerns none. */
const file = async (trx: Trx, task: Omit<TaskRecord, 'date'>, updatedAt: string): Promise<void> => {
  const resource = communicationResourceOf(task.type, task.data);
  if (!resource) {
    await trx.deleteFrom('rm.accounting_communications').where('id', '=', task.id).execute();
    return;
  }
  const row = {
    taskType: task.type,
    taskStatus: task.status,
    data: task.data,
    resourceType: resource.resourceType,
    resourceId: resource.resourceId,
    senderId: task.creatorId,
    recipientId: resource.recipientId,
    priority: task.priority,
    errorMessage: task.taskError,
    updatedAt,
  };
  await trx
    .insertInto('rm.accounting_communications')
    .values({ id: task.id, ...row, createdAt: task.createdAt })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
};

/**
 * The communication records of invoices and payments (spec 3 §2 Communication tabs), from the task streams: a
 * MAIL_INVOICE_TO_CUSTOMER, MAIL_RECEIPT_TO_CUSTOMER or SEND_PAYMENT_LINK_TO_CUSTOMER task is a record of the
 * invoice, payment or customer it names (contracts' communicationResourceOf), and follows the task's status.
 */
export const accountingCommunicationsProjection: Projection<ReadModels> = {
  name: 'accounting-communications',
  version: 1,
  handles: [...TASK_RECORD_EVENT_TYPES, 'TaskAttemptStarted', 'TaskCompleted', 'TaskAttemptFailed'],
  tables: ['rm.accounting_communications'],
  async apply(trx, e: RecordedEvent) {
    const at = e.metadata.occurredAt;
    if (e.type === 'TaskCreated') {
      await file(trx, (e.data as TaskCreated).record, at);
      return;
    }
    if (e.type !== 'TaskUpdated') {
      // The notifier's attempts move the task's status (contracts' task lifecycle): the tab shows it as it stands.
      const { id } = e.data as { id: number };
      const status = e.type === 'TaskAttemptStarted' ? 'running' : e.type === 'TaskCompleted' ? 'complete' : null;
      const failed = e.data as { retryAt?: string; errorMessage?: string };
      await trx
        .updateTable('rm.accounting_communications')
        .set({
          taskStatus: status ?? (failed.retryAt ? 'new' : 'failed'),
          ...(status === null ? { errorMessage: failed.errorMessage ?? null } : {}),
          updatedAt: at,
        })
        .where('id', '=', id)
        .execute();
      return;
    }
    const d = e.data as TaskUpdated;
    const before = await trx
      .selectFrom('rm.accounting_communications')
      .selectAll()
      .where('id', '=', d.id)
      .executeTakeFirst();
    const c = d.changes;
    // A task not filed when made (not accounting's) is filed once an edit gives it an accounting type and data
    // naming the record: a row keeps only accounting's tasks, so an edit of the type alone finds no data to read.
    if (!before && c.type === undefined && c.data === undefined) return;
    await file(
      trx,
      {
        id: d.id,
        type: c.type ?? before?.taskType ?? '',
        status: c.status ?? ((before?.taskStatus ?? 'new') as TaskRecord['status']),
        data: c.data !== undefined ? c.data : (before?.data ?? null),
        priority: c.priority !== undefined ? c.priority : (before?.priority ?? null),
        taskError: c.taskError !== undefined ? c.taskError : (before?.errorMessage ?? null),
        creatorId: before?.senderId ?? e.metadata.userId,
        createdAt: before ? new Date(before.createdAt).toISOString() : at,
      },
      at,
    );
  },
};
