import { enumeration, type EnumValue } from './enumeration.js';

/** The record kinds that have status badges (spec 1 §4). */
export const BadgeKind = enumeration(
  ['request', 'storage', 'order', 'box', 'storage_record', 'invoice', 'payment', 'task', 'user'] as const,
  'BadgeKind',
);
export type BadgeKind = EnumValue<typeof BadgeKind>;

export type StatusColour = 'red' | 'purple' | 'orange' | 'green' | 'cyan' | 'brown' | 'grey' | 'blue' | 'default';

/** Spec 1 §4 and spec 2 §9. A status not named there has no colour of its own ('default'). */
export const STATUS_COLOURS: Readonly<Record<string, StatusColour>> = Object.freeze({
  pending: 'red',
  new: 'purple',
  confirmed: 'orange',
  approved: 'green',
  transit: 'cyan',
  received: 'cyan',
  delivered: 'cyan',
  onhold: 'brown',
  cancelled: 'grey',
  rejected: 'grey',
  complete: 'blue',
});

export const statusColour = (status: string | null | undefined): StatusColour =>
  (status != null && Object.hasOwn(STATUS_COLOURS, status) ? STATUS_COLOURS[status] : undefined) ?? 'default';

export interface StatusBadge {
  /** The message key of the badge's text: the status prefixed with its kind, e.g. 'request.transit'. */
  readonly key: string;
  readonly status: string;
  readonly colour: StatusColour;
}

/**
 * Spec 1 §4: the badge value is prefixed with the kind; an unknown kind is shown as pending. The message
 * catalogue falls back to the bare status when it has no text for the prefixed key.
 */
export const statusBadge = (kind: string, status: string | null | undefined): StatusBadge => {
  if (!BadgeKind.is(kind)) return { key: 'pending', status: 'pending', colour: statusColour('pending') };
  const value = status ?? '';
  return { key: `${kind}.${value}`, status: value, colour: statusColour(value) };
};

/**
 * Spec 1 §2.7 and spec 2 §4: a request or order dated before today that is not finished is drawn in the
 * pending colour. For leads, lost also counts as finished. Dates are 'YYYY-MM-DD', compared as text.
 */
export const isOverdue = (
  date: string | null | undefined,
  status: string,
  today: string,
  kind: 'request' | 'order' | 'lead',
): boolean => {
  if (date == null || date.slice(0, 10) >= today) return false;
  const finished =
    kind === 'lead' ? ['complete', 'rejected', 'cancelled', 'lost'] : ['complete', 'rejected', 'cancelled'];
  return !finished.includes(status);
};
