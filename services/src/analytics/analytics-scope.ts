import { can, validationError, type PermissionResource } from '@console/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import type { DayRange, FactScope } from './analytics.queries.js';

/** The longest range one call sums: three years and a day (This Year compared with the year before fits). */
export const ANALYTICS_MAX_DAYS = 3 * 366 + 1;

/** Refuses a user without `<resource>-list` (marketing-staff and the others outside spec 1 §2.1's Analytics group). */
export const requireList = (actor: Actor, resource: PermissionResource): void => {
  if (!can(actor.permissions, resource, 'list'))
    throw new DomainException({ kind: 'forbidden', message: `You do not have the ${resource}-list permission` });
};

/**
 * A partner user sees its own partner's figures only (spec 1 §6). No `source`: the live facts, daily with their
 * rollups (monthly, daily totals); else those facts (as of an instant: analytics-as-of.ts).
 */
export const factScope = (
  actor: Actor,
  countryId: number | undefined,
  source: RawBuilder<unknown> | undefined,
): FactScope => ({
  ...(source
    ? { source }
    : {
        source: sql`rm.analytics_daily`,
        monthly: sql`rm.analytics_monthly`,
        totals: sql`rm.analytics_daily_totals`,
      }),
  ...(countryId !== undefined ? { countryId } : {}),
  ...(actor.isPartner ? { partnerId: actor.partnerId } : {}),
});

/** A range whose end is not before its start and that is not longer than ANALYTICS_MAX_DAYS; 400 otherwise. */
export const dayRange = (
  from: string | undefined,
  to: string | undefined,
  names: readonly [string, string] = ['startDate', 'endDate'],
): DayRange => {
  if (from === undefined || to === undefined) {
    const missing = from === undefined ? names[0] : names[1];
    throw new DomainException(validationError([{ path: missing, message: 'Required' }]));
  }
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (days < 0)
    throw new DomainException(validationError([{ path: names[1], message: `must not be before ${names[0]}` }]));
  if (days >= ANALYTICS_MAX_DAYS)
    throw new DomainException(validationError([{ path: names[1], message: `at most ${ANALYTICS_MAX_DAYS} days` }]));
  return { from, to };
};
