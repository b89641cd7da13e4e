import { sql, type Kysely } from 'kysely';

/** A column the narrow table carries besides id, partnerId and search: a filter a search is often combined with. */
export interface NarrowColumn {
  readonly name: string;
  readonly type: 'text' | 'integer';
}

/**
 * Creates `rm.<search>` (id, partnerId, search and `extra` columns): a read model's search column again in a narrow
 * table of its own, kept equal to `rm.<rows>` by row triggers and filled from the rows already there. A `searchTerm`
 * that matches many rows must recheck every match to count them, and rechecking rows of ~100 bytes reads a tenth of
 * the pages the wide rows take.
 */
export const createNarrowSearchTable = async (
  db: Kysely<unknown>,
  rows: string,
  search: string,
  extra: readonly NarrowColumn[] = [],
): Promise<void> => {
  const table = sql.raw(`rm.${search}`);
  const source = sql.raw(`rm.${rows}`);
  const sync = sql.raw(`rm.${search}_sync`);
  const names = ['id', 'partnerId', 'search', ...extra.map((c) => c.name)].map((n) => `"${n}"`);
  const columns = sql.raw(names.join(', '));
  const values = sql.raw(names.map((n) => `NEW.${n}`).join(', '));
  const updates = sql.raw(
    names
      .slice(1)
      .map((n) => `${n} = EXCLUDED.${n}`)
      .join(', '),
  );
  const changed = sql.raw(
    names
      .slice(1)
      .map((n) => `OLD.${n} IS DISTINCT FROM NEW.${n}`)
      .join(' OR '),
  );
  const definitions = sql.raw(extra.map((c) => `, "${c.name}" ${c.type}`).join(''));
  await sql`CREATE TABLE ${table} (id integer PRIMARY KEY, "partnerId" integer NOT NULL, search text NOT NULL${definitions})`.execute(
    db,
  );
  await sql`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${source}`.execute(db);
  await sql`CREATE INDEX ${sql.raw(`${search}_trgm`)} ON ${table} USING gin (search gin_trgm_ops)`.execute(db);
  await sql`
    CREATE FUNCTION ${sync}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM ${table} WHERE id = OLD.id;
        RETURN OLD;
      END IF;
      INSERT INTO ${table} (${columns}) VALUES (${values})
        ON CONFLICT (id) DO UPDATE SET ${updates};
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${search}_insert_delete`)} AFTER INSERT OR DELETE ON ${source}
      FOR EACH ROW EXECUTE FUNCTION ${sync}()`.execute(db);
  await sql`
    CREATE TRIGGER ${sql.raw(`${search}_update`)} AFTER UPDATE ON ${source}
      FOR EACH ROW WHEN (${changed})
      EXECUTE FUNCTION ${sync}()`.execute(db);
};
