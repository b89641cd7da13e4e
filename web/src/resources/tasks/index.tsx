import {
  TASK_PAGE_SIZES,
  taskDataPreview,
  TaskStatus,
  TaskType,
  validateTask,
  type FieldError,
  type TaskPatch,
  type TaskRow,
} from '@console/contracts';
import { ShowLink, formatDateTime } from '../../framework/fields/cells';
import { ReferenceName } from '../../framework/fields/ReferenceName';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { staffSource } from '../../framework/fields/sources';

/**
 * Tasks (spec 2 §2 Tasks, §3 Task and task log): the list sorted id descending with pages of 10/20/50/100 and the
 * status filter (cancelled included), show with the Logs list, create (a type, data as JSON text) and edit.
 * Admin's screens (spec 2 §1; the `tasks-*` permissions).
 */
export const tasksApi: ResourceApi = {
  name: 'tasks',
  recordPath: '/api/tasks',
  tables: ['rm.tasks', 'rm.task_logs'],
  model: 'task',
  fallback: { statuses: 'status[$in]', types: 'type[$in]' },
};

export const taskLogsApi: ResourceApi = { name: 'tasklogs', recordPath: '/api/tasklogs', tables: ['rm.task_logs'] };

const choices = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));
export const TASK_STATUS_CHOICES = choices(TaskStatus.values);
export const TASK_TYPE_CHOICES = choices(TaskType.values);

const columns: ColumnDef<TaskRow>[] = [
  { id: 'serial', label: '#', width: 56, render: (_r, c) => c.serial },
  { id: 'id', label: 'Id', sortField: 'id', width: 76, render: (r) => r.id },
  { id: 'type', label: 'Type', sortField: 'type', flex: 1, minWidth: 240, render: (r) => r.type },
  { id: 'status', label: 'Status', sortField: 'status', width: 110, render: (r) => r.status },
  { id: 'date', label: 'Date', sortField: 'date', width: 150, render: (r) => formatDateTime(r.date) },
  { id: 'priority', label: 'Priority', sortField: 'priority', width: 90, align: 'right', render: (r) => r.priority },
  // Spec 2 §2: the task data preview is truncated at 50 characters.
  {
    id: 'data',
    label: 'Data',
    flex: 1,
    minWidth: 220,
    render: (r) => <span title={r.data ?? ''}>{taskDataPreview(r.data)}</span>,
  },
  { id: 'taskError', label: 'Error', width: 160, defaultVisible: false, render: (r) => r.taskError },
  {
    id: 'creator',
    label: 'Creator',
    sortField: 'creatorId',
    width: 140,
    reference: { source: staffSource, idOf: (r) => r.creatorId },
    render: (r) => (r.creatorId === null ? '' : <ReferenceName source={staffSource} id={r.creatorId} />),
  },
  { id: 'createdAt', label: 'Created', sortField: 'createdAt', width: 150, render: (r) => formatDateTime(r.createdAt) },
  { id: 'show', label: 'Show', width: 90, render: (_r, c) => <ShowLink to={c.showPath} /> },
];

const filters: FilterDef[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    alwaysOn: true,
    multiple: true,
    choices: TASK_STATUS_CHOICES,
    toQuery: (v) => ({ statuses: Array.isArray(v) ? v : [v] }),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'Type',
    multiple: true,
    choices: TASK_TYPE_CHOICES,
    toQuery: (v) => ({ types: Array.isArray(v) ? v : [v] }),
  },
];

export const taskListConfig: ListConfig<TaskRow> = {
  api: tasksApi,
  title: 'Tasks',
  columnsKey: 'taskListColumns',
  columns,
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: TASK_PAGE_SIZES,
  defaultPerPage: TASK_PAGE_SIZES[0],
  filters,
  canCreate: (v) => mayUse(v, 'tasks', 'create'),
};

export const taskSections: FormSection[] = [
  {
    title: 'Task',
    fields: [
      { kind: 'select', name: 'type', label: 'Type', required: true, choices: TASK_TYPE_CHOICES },
      { kind: 'select', name: 'status', label: 'Status', choices: TASK_STATUS_CHOICES },
      { kind: 'text', name: 'priority', label: 'Priority' },
      { kind: 'multiline', name: 'data', label: 'Data (JSON)', wide: true },
      { kind: 'multiline', name: 'taskError', label: 'Error', wide: true },
    ],
  },
];

export const taskInitial = (r: TaskRow | null): FormValues => ({
  type: r?.type ?? '',
  status: r?.status ?? 'new',
  priority: r?.priority === null || r?.priority === undefined ? '' : String(r.priority),
  data: r?.data ?? '',
  taskError: r?.taskError ?? '',
});

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export const taskBody = (v: FormValues): TaskPatch => {
  const priority = text(v.priority);
  return {
    type: typeof v.type === 'string' ? v.type : '',
    status: TaskStatus.is(v.status) ? v.status : 'new',
    priority: priority === null ? null : Number(priority),
    data: text(v.data),
    taskError: text(v.taskError),
  };
};

/** The same checks as the server (contracts' validateTask): type required on create, data JSON text. */
export const taskValidate =
  (creating: boolean) =>
  (body: Record<string, unknown>): FieldError[] =>
    validateTask(body, creating);
