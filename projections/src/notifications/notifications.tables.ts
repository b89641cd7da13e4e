import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

/** rm.tasks: one row per task (spec 2 §3), the tasks list (id descending, status filter) and the show screen. */
export interface TasksTable {
  id: number;
  type: string;
  status: string;
  date: NullableTimestamp;
  creatorId: number | null;
  priority: number | null;
  /** JSON text, as the spec has it. */
  data: string | null;
  taskError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.task_logs: the show screen's Logs list (task logs by taskId); `id` is the id of the event logged. */
export interface TaskLogsTable {
  id: string;
  taskId: number;
  date: Timestamp;
  type: string;
  message: string;
}

/**
 * rm.communication_records: one row per message the notifier sent or failed to send (spec 3 §3 Communication
 * record), its id the task's; taskStatus follows the task.
 */
export interface CommunicationRecordsTable {
  id: number;
  taskId: number;
  taskStatus: string;
  taskType: string;
  templateName: string | null;
  channel: string;
  senderId: number | null;
  recipientId: number | null;
  senderEmail: string | null;
  recipientEmail: string | null;
  senderPhone: string | null;
  recipientPhone: string | null;
  status: string;
  deliveryStatus: string;
  subject: string | null;
  body: string | null;
  content: string | null;
  metadata: string | null;
  errorMessage: string | null;
  retryCount: number;
  priority: number | null;
  sendDate: NullableTimestamp;
  deliveryDate: NullableTimestamp;
  openedDate: NullableTimestamp;
  clickedDate: NullableTimestamp;
  hasAttachment: boolean;
  /** JSON text of [{ attachmentType, attachmentId }]. */
  attachmentTypesAndIds: ColumnType<unknown, string, string>;
  resourceType: string | null;
  resourceId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** rm.communication_record_counts: the list's rows per (column, value), '*' for all; kept by triggers. */
export interface CommunicationRecordCountsTable {
  column: string;
  value: string;
  n: string;
}
