import { isBlank, REQUIRED, type FieldError } from '../shared/validation.js';
import type { TaskPatch } from './task.events.js';

/**
 * Spec 2 §5 'Others': task create requires a type; task data is JSON text. Messages the spec does not give are
 * ours (listed here so the catalogue and the review tell them apart).
 */
export const TASK_MESSAGES = Object.freeze({
  dataNotJson: 'Data must be JSON text',
  priorityNotNumber: 'Priority must be a whole number',
  dateInvalid: 'Date must be a date and time',
  notFound: 'No task found for id',
});

/** Spec 2 §9: tasks 10/20/50/100 a page, id descending. */
export const TASK_PAGE_SIZES: readonly number[] = Object.freeze([10, 20, 50, 100]);

/** Spec 2 §2: the task data preview is truncated at 50 characters. */
export const TASK_DATA_PREVIEW_LENGTH = 50;

export const taskDataPreview = (data: string | null | undefined): string => {
  const text = data ?? '';
  return text.length > TASK_DATA_PREVIEW_LENGTH ? `${text.slice(0, TASK_DATA_PREVIEW_LENGTH)}…` : text;
};

const isJsonText = (s: string): boolean => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

/** The checks of the create (`creating`: type required) and edit forms; the same on the server. */
export const validateTask = (v: TaskPatch, creating: boolean): FieldError[] => {
  const errors: FieldError[] = [];
  if ((creating || v.type !== undefined) && isBlank(v.type)) errors.push({ path: 'type', message: REQUIRED });
  if (typeof v.data === 'string' && v.data.trim() !== '' && !isJsonText(v.data))
    errors.push({ path: 'data', message: TASK_MESSAGES.dataNotJson });
  // A whole number a read model's integer column holds.
  if (v.priority != null && !(Number.isInteger(v.priority) && Math.abs(v.priority) <= 2_147_483_647)) {
    errors.push({ path: 'priority', message: TASK_MESSAGES.priorityNotNumber });
  }
  if (typeof v.date === 'string' && Number.isNaN(Date.parse(v.date)))
    errors.push({ path: 'date', message: TASK_MESSAGES.dateInvalid });
  return errors;
};
