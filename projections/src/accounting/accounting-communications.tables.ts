import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * rm.accounting_communications: one row per task accounting asked for to reach a customer (spec 3 §3
 * Communication record), by the record it concerns; `id` is the task's. `data` is the task's, kept so an edit of
 * the task that changes its type or data files it again.
 */
export interface AccountingCommunicationsTable {
  id: number;
  taskType: string;
  taskStatus: string;
  data: string | null;
  resourceType: string;
  resourceId: number;
  senderId: number | null;
  recipientId: number | null;
  priority: number | null;
  errorMessage: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
