import type { Migration } from 'kysely';

/**
 * One bounded context's read-model migrations, e.g. `{ context: 'customers', migrations: { '0001_users': {...} } }`.
 * Names inside a context run in name order, so start them with a zero-padded number.
 */
export interface ReadModelMigrations {
  readonly context: string;
  readonly migrations: Readonly<Record<string, Migration>>;
}
