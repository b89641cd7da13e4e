/**
 * What a task is about: the record its data names (spec 2 §7: `{leadId}`, `{orderId}`, `{requestId}`; spec 3 §7:
 * `{invoiceId}`, `{paymentId}`, a payment link's `{userId}`). The tasks list shows it as a word and a link instead
 * of the JSON text (issue 31).
 */
export const TASK_SUBJECT_KEYS = Object.freeze({
  leadId: 'lead',
  orderId: 'order',
  requestId: 'request',
  invoiceId: 'invoice',
  paymentId: 'payment',
  userId: 'user',
} as const);

export type TaskSubjectModel = (typeof TASK_SUBJECT_KEYS)[keyof typeof TASK_SUBJECT_KEYS];

export interface TaskSubject {
  readonly model: TaskSubjectModel;
  readonly id: number;
}

/** The read row's view of a task's subject: the record, and its name when the read models know it. */
export interface TaskSubjectRow extends TaskSubject {
  /** The customer of the lead, order, request, invoice or payment; the customer's own name for a user. */
  readonly name: string | null;
}

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
};

/**
 * The subject of a task from its data (JSON text): the first key of TASK_SUBJECT_KEYS, in that order, holding a
 * positive whole number; undefined when none does (a task typed by hand with other data).
 */
export const taskSubjectOf = (data: string | null): TaskSubject | undefined => {
  if (data === null) return undefined;
  const value = parse(data);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Readonly<Record<string, unknown>>;
  for (const [key, model] of Object.entries(TASK_SUBJECT_KEYS)) {
    const id = record[key];
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) return { model, id };
  }
  return undefined;
};
