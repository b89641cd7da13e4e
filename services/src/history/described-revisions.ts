import {
  describeDocument,
  describeChanges,
  describeRevision,
  contextOf,
  documentAsChanges,
  historyWords,
  namesWanted,
  type DescribedChange,
  type DescribedRevision,
  type RevisionChange,
} from '@console/contracts';
import type { Kysely } from 'kysely';
import type { ReadModels } from '@console/projections';
import { readNames } from './history-names.js';

/** The columns of a revision row describing needs. */
export interface DescribableRow {
  readonly model: string;
  readonly userId: number | null;
  readonly event?: string | null;
  readonly document: string;
  readonly revisionchanges: readonly RevisionChange[];
}

/** A revision row's document (JSON text, '' when empty) as an object, or null. */
export const parseRevisionDocument = (text: string): Readonly<Record<string, unknown>> | null => {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * Rows of rm.revisions with what a reader sees of each (`described`): the names of every record they mention are
 * read in bulk, one statement per model, then each row is described by contracts' describer with the catalogue's
 * words.
 */
export const withDescriptions = async <R extends DescribableRow>(
  db: Kysely<ReadModels>,
  rows: readonly R[],
): Promise<(R & { described: DescribedRevision })[]> => {
  const names = await readNames(db, namesWanted(rows, historyWords));
  return rows.map((r) => ({
    ...r,
    described: describeRevision(
      { ...r, event: r.event ?? null, document: parseRevisionDocument(r.document) },
      historyWords,
      names,
    ),
  }));
};

/** A record as of a revision (time travel), and the changes compared with another, as a reader sees them. */
export const describeAsOf = async (
  db: Kysely<ReadModels>,
  model: string,
  document: Readonly<Record<string, unknown>> | null,
  compare: readonly RevisionChange[] | undefined,
): Promise<{ fields: DescribedChange[]; compare?: DescribedChange[] }> => {
  const facts = [
    { model, userId: null, revisionchanges: documentAsChanges(document) },
    ...(compare ? [{ model, userId: null, revisionchanges: compare }] : []),
  ];
  const names = await readNames(db, namesWanted(facts, historyWords));
  return {
    fields: describeDocument(model, document, historyWords, names),
    ...(compare ? { compare: describeChanges(model, compare, contextOf(historyWords, names, document)) } : {}),
  };
};
