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
