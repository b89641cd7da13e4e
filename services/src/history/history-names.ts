import type { NameTable, RefModel } from '@console/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ReadModels } from '@console/projections';

/**
 * How a referenced record is named, read from the read model that lists it: one statement per model for all its
 * ids (`= ANY`), never one call per id. A record with no name of its own (an order, a payment) is its number and
 * its customer's name, which its row already copies.
 */
const NAME_SQL: Readonly<
  Record<RefModel, (ids: readonly number[]) => RawBuilder<{ id: number; name: string | null }>>
> = {
  user: (ids) => sql`SELECT id, name FROM rm.users WHERE id = ANY(${ids}::int[])`,
  staff: (ids) => sql`SELECT id, name FROM rm.users WHERE id = ANY(${ids}::int[])`,
  partner: (ids) => sql`SELECT id, name FROM rm.partners WHERE id = ANY(${ids}::int[])`,
  country: (ids) => sql`SELECT id, name FROM rm.country WHERE id = ANY(${ids}::int[])`,
  city: (ids) => sql`SELECT id, name FROM rm.city WHERE id = ANY(${ids}::int[])`,
  warehouse: (ids) => sql`SELECT id, name FROM rm.warehouses WHERE id = ANY(${ids}::int[])`,
  location: (ids) => sql`SELECT id, path AS name FROM rm.locations WHERE id = ANY(${ids}::int[])`,
  team: (ids) => sql`SELECT id, name FROM rm.teams WHERE id = ANY(${ids}::int[])`,
  order: (ids) => sql`SELECT id, '#' || id || COALESCE(' · ' || "userName", '') AS name
                          FROM rm.orders WHERE id = ANY(${ids}::int[])`,
  lead: (ids) => sql`SELECT id, '#' || id || COALESCE(' · ' || "userName", '') AS name
                         FROM rm.orders WHERE id = ANY(${ids}::int[])`,
  request: (ids) => sql`SELECT id, '#' || id || COALESCE(' · ' || "userName", '') AS name
                            FROM rm.requests WHERE id = ANY(${ids}::int[])`,
  storage: (ids) =>
    sql`SELECT id, COALESCE(code, name, '#' || id) AS name FROM rm.storages WHERE id = ANY(${ids}::int[])`,
  storagetype: (ids) => sql`SELECT id, name FROM rm.storage_types WHERE id = ANY(${ids}::int[])`,
  box: (ids) => sql`SELECT id, code AS name FROM rm.boxes WHERE id = ANY(${ids}::int[])`,
  address: (ids) => sql`SELECT id, COALESCE(name, line1) AS name FROM rm.addresses WHERE id = ANY(${ids}::int[])`,
  invoice: (ids) =>
    sql`SELECT id, COALESCE("invoiceNumber", '#' || id) AS name FROM rm.invoices WHERE id = ANY(${ids}::int[])`,
  payment: (ids) => sql`SELECT id, '#' || id || COALESCE(' · ' || "userName", '') AS name
                            FROM rm.payments WHERE id = ANY(${ids}::int[])`,
  charge: (ids) => sql`SELECT id, '#' || id || COALESCE(' · ' || "userName", '') AS name
                           FROM rm.charges WHERE id = ANY(${ids}::int[])`,
  card: (ids) => sql`SELECT id, COALESCE("cardHolderName", '') || COALESCE(' ' || "cardNumber", '') AS name
                         FROM rm.cards WHERE id = ANY(${ids}::int[])`,
  task: (ids) => sql`SELECT id, '#' || id AS name FROM rm.tasks WHERE id = ANY(${ids}::int[])`,
  servicetype: (ids) => sql`SELECT id, name FROM rm.service_types WHERE id = ANY(${ids}::int[])`,
  holdreason: (ids) => sql`SELECT id, reason AS name FROM rm.hold_reasons WHERE id = ANY(${ids}::int[])`,
  lostreason: (ids) => sql`SELECT id, reason AS name FROM rm.lost_reasons WHERE id = ANY(${ids}::int[])`,
  cancelreason: (ids) => sql`SELECT id, reason AS name FROM rm.cancel_reasons WHERE id = ANY(${ids}::int[])`,
  rejectreason: (ids) => sql`SELECT id, reason AS name FROM rm.reject_reasons WHERE id = ANY(${ids}::int[])`,
};

/** The names of the records `wanted` lists, one statement per model, all at once. */
export const readNames = async (
  db: Kysely<ReadModels>,
  wanted: Readonly<Partial<Record<RefModel, readonly number[]>>>,
): Promise<NameTable> => {
  const entries = Object.entries(wanted) as [RefModel, readonly number[]][];
  const tables = await Promise.all(
    entries.map(async ([model, ids]) => {
      if (ids.length === 0) return [model, {}] as const;
      const { rows } = await NAME_SQL[model](ids).execute(db);
      const names: Record<number, string> = {};
      for (const r of rows) if (r.name) names[r.id] = r.name;
      return [model, names] as const;
    }),
  );
  return Object.fromEntries(tables);
};
