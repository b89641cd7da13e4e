import { enumeration, type EnumValue } from '../shared/enumeration.js';
import { TaskType } from './task.enums.js';

/**
 * A task's priority in words. The record stores a number (`priority`, an Int32 the create form takes as typed) and
 * the specs name no scale; decision (issue 31): 1 is high, 2 normal, 3 low, the lower the more urgent.
 */
export const TaskPriority = enumeration(['high', 'normal', 'low'] as const, 'TaskPriority');
export type TaskPriority = EnumValue<typeof TaskPriority>;

export const TASK_PRIORITY_NUMBER: Readonly<Record<TaskPriority, number>> = Object.freeze({
  high: 1,
  normal: 2,
  low: 3,
});

/**
 * The priority a task of each type is recorded with when an order or request action asks for it (the task recorder):
 * what a customer waits for (a quote, a payment link) first, the mails that follow a step the customer already took
 * next.
 */
export const TASK_TYPE_PRIORITY: Readonly<Record<TaskType, TaskPriority>> = Object.freeze({
  SEND_QUOTE_TO_CUSTOMER: 'high',
  SEND_PAYMENT_LINK_TO_CUSTOMER: 'high',
  SEND_RESET_PASSWORD_MAIL: 'high',
  SEND_MAGIC_LINK_MAIL: 'high',
  NOTIFY_REQUEST_CUSTOMER: 'normal',
  NOTIFY_REQUEST_TEAM: 'normal',
  NOTIFY_REQUEST_WAREHOUSE: 'normal',
  SEND_ORDER_CONFIRMED_MAIL_TO_CUSTOMER: 'normal',
  SEND_ORDER_THANKYOU_MAIL_TO_CUSTOMER: 'normal',
  SEND_REQUEST_NOTE_MAIL_TO_CUSTOMER: 'normal',
  SEND_REQUEST_NOTE_SMS_TO_CUSTOMER: 'normal',
  MAIL_INVOICE_TO_CUSTOMER: 'normal',
  MAIL_RECEIPT_TO_CUSTOMER: 'low',
  SEND_EXIT_SURVEY_TO_CUSTOMER: 'low',
});

/**
 * The priority of a task as the screens show it: its own number when it is one of the scale's, else (a task recorded
 * before priorities were given) its type's; undefined for a number off the scale or an unknown type with none.
 */
export const taskPriorityOf = (task: {
  readonly priority: number | null;
  readonly type: string;
}): TaskPriority | undefined => {
  if (task.priority !== null) return TaskPriority.values.find((p) => TASK_PRIORITY_NUMBER[p] === task.priority);
  return TaskType.is(task.type) ? TASK_TYPE_PRIORITY[task.type] : undefined;
};
