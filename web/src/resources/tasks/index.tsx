import {
  TASK_PAGE_SIZES,
  taskDataPreview,
  taskPriorityOf,
  TaskStatus,
  TaskType,
  validateTask,
  type FieldError,
  type TaskPatch,
  type TaskRow,
} from '@console/contracts';
import { column } from '../../framework/screens/columns';
import { nameReference, RecordName } from '../../framework/fields/RecordName';
import type { FormSection, FormValues } from '../../framework/form/types';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig, ResourceApi } from '../../framework/types';
import { t } from '../../app/i18n/messages';
import { TaskSubject, taskSubjectText } from './TaskSubject';
import { enumLabel, valueChoices } from '../../app/i18n/enumText';

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

const choices = (values: readonly string[]) => valueChoices(values);

/** The priority in words (contracts' taskPriorityOf: a task with none reads its type's). */
export const priorityText = (r: Pick<TaskRow, 'priority' | 'type'>): string => {
  const p = taskPriorityOf(r);
  return p ? enumLabel('TaskPriority', p) : r.priority === null ? '' : String(r.priority);
};

/** Who made the task, in an export: the creator's name (its id when the row lacks it); no person: 'System'. */
export const creatorText = (r: Pick<TaskRow, 'creatorId' | 'creatorName'>): string =>
  r.creatorId === null ? t('tasks.systemCreator') : (r.creatorName ?? String(r.creatorId));

/**
 * Who made the task on screen: a task no person made (the demo data, a process) reads 'System'; a creator whose
 * name the row lacks is loaded by id, or said to be deleted (issue 31 §6), never '#7'.
 */
export const TaskCreator = ({
  row,
  load = false,
}: {
  row: Pick<TaskRow, 'creatorId' | 'creatorName'>;
  load?: boolean;
}) =>
  row.creatorId === null ? (
    <>{t('tasks.systemCreator')}</>
  ) : (
    <RecordName of="user" id={row.creatorId} name={row.creatorName} load={load} />
  );
export const TASK_STATUS_CHOICES = choices(TaskStatus.values);
export const TASK_TYPE_CHOICES = choices(TaskType.values);

/** A moment of the task, shown but not exported. */
const moment = (id: string, label: string, value: (r: TaskRow) => string | null) =>
  column.date<TaskRow>(id, label, value, { time: true, sortField: id, width: 150, exported: false });

const columns: ColumnDef<TaskRow>[] = [
  column.serial(),
  column.id({ width: 76, exported: false }),
  column.field('type', 'admin.col.type', (r) => enumLabel('TaskType', r.type), {
    sortField: 'type',
    flex: 1,
    minWidth: 220,
    exportValue: (r) => r.type,
  }),
  // Issue 31: what the task is about, by name and linked, instead of its data's JSON.
  {
    id: 'subject',
    label: 'tasks.col.subject',
    flex: 1,
    minWidth: 220,
    render: (r) => <TaskSubject row={r} />,
    exportValue: (r) => taskSubjectText(r),
  },
  column.status('task', (r) => r.status),
  moment('date', 'admin.col.date', (r) => r.date),
  column.field('priority', t('tasks.col.priority'), priorityText, { sortField: 'priority', width: 90 }),
  // Spec 2 §2: the task data preview is truncated at 50 characters (shown on demand: the subject says it in words).
  {
    id: 'data',
    label: 'admin.col.data',
    flex: 1,
    minWidth: 220,
    defaultVisible: false,
    render: (r) => <span title={r.data ?? ''}>{taskDataPreview(r.data)}</span>,
  },
  column.field('taskError', 'admin.col.error', (r) => r.taskError, {
    width: 160,
    defaultVisible: false,
    exported: false,
  }),
  {
    id: 'creator',
    label: 'tasks.col.creator',
    sortField: 'creatorId',
    width: 140,
    reference: nameReference<TaskRow>(
      'user',
      (r) => r.creatorId,
      (r) => r.creatorName,
    ),
    render: (r) => <TaskCreator row={r} />,
    exportValue: (r) => creatorText(r),
  },
  moment('createdAt', 'accounting.col.created', (r) => r.createdAt),
  column.show({ width: 90 }),
];

const filters: FilterDef[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'admin.col.status',
    alwaysOn: true,
    multiple: true,
    choices: TASK_STATUS_CHOICES,
    toQuery: (v) => ({ statuses: Array.isArray(v) ? v : [v] }),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'admin.col.type',
    multiple: true,
    choices: TASK_TYPE_CHOICES,
    toQuery: (v) => ({ types: Array.isArray(v) ? v : [v] }),
  },
];

export const taskListConfig: ListConfig<TaskRow> = {
  api: tasksApi,
  title: 'admin.tasks',
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
    title: 'admin.task',
    fields: [
      { kind: 'select', name: 'type', label: 'admin.col.type', required: true, choices: TASK_TYPE_CHOICES },
      { kind: 'select', name: 'status', label: 'admin.col.status', choices: TASK_STATUS_CHOICES },
      { kind: 'text', name: 'priority', label: 'admin.col.priority' },
      { kind: 'multiline', name: 'data', label: 'admin.col.dataJson', wide: true },
      { kind: 'multiline', name: 'taskError', label: 'admin.col.error', wide: true },
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
