import { taskSubjectOf, type TaskRow, type TaskSubjectModel } from '@console/contracts';
import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '@console/projections';

/** The read table of each subject, and the column that names its customer. */
const SUBJECT_TABLES: Readonly<Record<TaskSubjectModel, { readonly table: string; readonly name: string }>> = {
  lead: { table: 'rm.orders', name: 'userName' },
  order: { table: 'rm.orders', name: 'userName' },
  request: { table: 'rm.requests', name: 'userName' },
  invoice: { table: 'rm.invoices', name: 'userName' },
  payment: { table: 'rm.payments', name: 'userName' },
  user: { table: 'rm.users', name: 'name' },
};

type NameRow = { id: number; name: string | null };

const namesOf = async (db: Kysely<ReadModels>, table: string, column: string, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, string | null>();
  const r = await sql<NameRow>`SELECT id, ${sql.ref(column)} AS name FROM ${sql.table(table)}
    WHERE id = ANY(${[...new Set(ids)]}::int[])`.execute(db);
  return new Map(r.rows.map((row) => [Number(row.id), row.name]));
};

/**
 * The words of a page of tasks (issue 31): what each is about (its data's record, with that record's customer by
 * name) and its creator's name, read from the read models in one query per table, so the list shows neither
 * `{"leadId":5000}` nor a bare creator id. A record the read models do not have (yet) keeps its id, with no name.
 */
export const withTaskNames = async (db: Kysely<ReadModels>, rows: readonly TaskRow[]): Promise<TaskRow[]> => {
  const subjects = rows.map((r) => taskSubjectOf(r.data));
  const byModel = new Map<TaskSubjectModel, number[]>();
  for (const s of subjects) if (s) byModel.set(s.model, [...(byModel.get(s.model) ?? []), s.id]);
  const creators = rows.flatMap((r) => (r.creatorId === null ? [] : [r.creatorId]));
  const [creatorNames, ...subjectNames] = await Promise.all([
    namesOf(db, 'rm.users', 'name', creators),
    ...[...byModel].map(async ([model, ids]) => {
      const { table, name } = SUBJECT_TABLES[model];
      return [model, await namesOf(db, table, name, ids)] as const;
    }),
  ]);
  const names = new Map(subjectNames);
  return rows.map((r, i) => {
    const s = subjects[i];
    return {
      ...r,
      subject: s ? { ...s, name: names.get(s.model)?.get(s.id) ?? null } : null,
      creatorName: r.creatorId === null ? null : (creatorNames.get(r.creatorId) ?? null),
    };
  });
};
