import type { BadgeKind } from '@console/contracts';
import { enumLabels, type LabelledEnumeration } from './enumLabels';

/**
 * The word of one value of an enumeration, from the catalogue's table (enumLabels.ts). A value the table has no
 * word for (a record written before its value was renamed, a task type typed by hand) shows as stored, so nothing
 * on screen goes blank.
 */
export const enumLabel = (name: LabelledEnumeration, value: string | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const table: Readonly<Record<string, string>> = enumLabels[name];
  return Object.hasOwn(table, value) ? (table[value] ?? value) : value;
};

/** An enumeration's values as choices of a select or filter ({ id: value, name: word }), in the table's order. */
export const enumChoices = (
  name: LabelledEnumeration,
  values: readonly string[] = Object.keys(enumLabels[name]),
): { id: string; name: string }[] => values.map((v) => ({ id: v, name: enumLabel(name, v) }));

/** Which enumeration holds the statuses of each badge kind (spec 1 §4). */
export const STATUS_ENUMERATION: Readonly<Record<BadgeKind, LabelledEnumeration>> = {
  request: 'RequestStatus',
  storage: 'StorageStatus',
  order: 'OrderStatus',
  box: 'BoxStatus',
  storage_record: 'StorageDirection',
  invoice: 'InvoiceStatus',
  payment: 'PaymentStatus',
  task: 'TaskStatus',
  user: 'UserStatus',
};

/** The word of a badge's status; a kind without badges reads its status as a request's (spec 1 §4: "as pending"). */
export const statusLabel = (kind: string, status: string | null | undefined): string =>
  enumLabel(Object.hasOwn(STATUS_ENUMERATION, kind) ? STATUS_ENUMERATION[kind as BadgeKind] : 'RequestStatus', status);
