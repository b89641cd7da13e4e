import { isCalendarDay } from '../shared/store-safe.js';
import { isBlank, type FieldError } from '../shared/validation.js';
import { BoxStatus } from './box.enums.js';

/**
 * Spec 2 §5 Others: blocked-slot dates are saved as YYYY-MM-DD: a day of the calendar, as a PostgreSQL date takes
 * it (not 2026-02-30, which Date.parse rolls over).
 */
export const isDay = (v: unknown): v is string => typeof v === 'string' && isCalendarDay(v);

/* Our wording where the spec shows none (docs/decisions.md, Storage). */
export const DAY_FORMAT_MESSAGE = 'Must be a date YYYY-MM-DD';
export const BLOCKED_SLOT_ORDER_MESSAGE = 'To must not be before From';
export const BOX_STATUS_MESSAGE = `Must be one of ${BoxStatus.values.join(', ')}`;
export const LOCATION_GRID_MESSAGE = 'Must be from 0 to 2200';

/** A blocked slot as it will stand: from and to are days, to not before from. */
export const validateBlockedSlot = (r: Readonly<Record<string, unknown>>): FieldError[] => {
  const errors: FieldError[] = [];
  for (const f of ['from', 'to'] as const)
    if (!isBlank(r[f]) && !isDay(r[f])) errors.push({ path: f, message: DAY_FORMAT_MESSAGE });
  if (errors.length === 0 && isDay(r.from) && isDay(r.to) && r.to < r.from)
    errors.push({ path: 'to', message: BLOCKED_SLOT_ORDER_MESSAGE });
  return errors;
};

/** A box's status is one of spec 3 §3's values. */
export const validateBox = (r: Readonly<Record<string, unknown>>): FieldError[] =>
  isBlank(r.status) || BoxStatus.is(r.status) ? [] : [{ path: 'status', message: BOX_STATUS_MESSAGE }];

/** Spec 1 §2.8: the warehouse floor is a 2200 × 2200 grid; a location's x and y lie on it. */
export const WAREHOUSE_GRID_SIZE = 2200;

export const validateLocation = (r: Readonly<Record<string, unknown>>): FieldError[] =>
  (['x', 'y'] as const)
    .filter((f) => typeof r[f] === 'number' && (r[f] < 0 || r[f] > WAREHOUSE_GRID_SIZE))
    .map((path) => ({ path, message: LOCATION_GRID_MESSAGE }));
