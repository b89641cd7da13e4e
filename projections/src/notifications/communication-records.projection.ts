import {
  DELIVERY_STATUS_DATE,
  canDeliveryMove,
  type CommunicationDeliveryChanged,
  type CommunicationRecorded,
  type DeliveryStatus,
  type RecordedEvent,
  type TaskAttemptFailed,
  type TaskUpdated,
} from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

/**
 * rm.communication_records (spec 3 §2 Communication records, §3): the record the notifier wrote on the task's
 * stream, its delivery status moved by the channels' reports (forward only, contracts' delivery table), and the
 * task's status as it stands.
 */
export const communicationRecordsProjection: Projection<ReadModels> = {
  name: 'communication-records',
  version: 1,
  handles: [
    'CommunicationRecorded',
    'CommunicationDeliveryChanged',
    'TaskAttemptStarted',
    'TaskCompleted',
    'TaskAttemptFailed',
    'TaskUpdated',
  ],
  // rm.communication_record_counts is kept by triggers on the records; listed so a rebuild truncates it with them.
  tables: ['rm.communication_records', 'rm.communication_record_counts'],
  async apply(trx, e: RecordedEvent) {
    const at = e.metadata.occurredAt;
    if (e.type === 'CommunicationRecorded') {
      const r = (e.data as CommunicationRecorded).record;
      const row = {
        ...r,
        taskStatus: r.deliveryStatus === 'failed' ? 'failed' : 'complete',
        attachmentTypesAndIds: JSON.stringify(r.attachmentTypesAndIds),
        updatedAt: at,
      };
      await trx
        .insertInto('rm.communication_records')
        .values({ ...row, createdAt: at })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
      return;
    }
    if (e.type === 'CommunicationDeliveryChanged') {
      const d = e.data as CommunicationDeliveryChanged;
      const now = await trx
        .selectFrom('rm.communication_records')
        .select('deliveryStatus')
        .where('id', '=', d.recordId)
        .executeTakeFirst();
      if (!now || !canDeliveryMove(now.deliveryStatus as DeliveryStatus, d.deliveryStatus)) return;
      const field = DELIVERY_STATUS_DATE[d.deliveryStatus];
      await trx
        .updateTable('rm.communication_records')
        .set({
          deliveryStatus: d.deliveryStatus,
          ...(field ? { [field]: d.at } : {}),
          ...(d.errorMessage !== undefined ? { errorMessage: d.errorMessage } : {}),
          updatedAt: at,
        })
        .where('id', '=', d.recordId)
        .execute();
      return;
    }
    const id = (e.data as { id: number }).id;
    const status =
      e.type === 'TaskAttemptStarted'
        ? 'running'
        : e.type === 'TaskCompleted'
          ? 'complete'
          : e.type === 'TaskAttemptFailed'
            ? (e.data as TaskAttemptFailed).retryAt
              ? 'new'
              : 'failed'
            : (e.data as TaskUpdated).changes.status;
    if (status === undefined) return;
    await trx
      .updateTable('rm.communication_records')
      .set({ taskStatus: status, updatedAt: at })
      .where('id', '=', id)
      .execute();
  },
};
