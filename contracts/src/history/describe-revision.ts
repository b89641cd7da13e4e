import { changeAction, type ChangeAction, type RevisionChange } from './document-changes.js';
import { describeField, REF_MODELS, type RefModel } from './history-fields.js';
import {
  currencyOfDocument,
  describeValue,
  humanise,
  isEmptyValue,
  type DescribeContext,
  type DescribedValue,
  type Words,
} from './describe-value.js';

/** One change as a reader sees it: the field by its label, the values described. */
export interface DescribedChange {
  readonly path: string;
  readonly action: ChangeAction;
  readonly field: string;
  readonly old?: DescribedValue;
  readonly new?: DescribedValue;
}

/** Who acted: a user by name, or 'System' (the seed, a timer, a gateway's callback). */
export interface DescribedActor {
  readonly id: number | null;
  readonly name: string;
}

/**
 * A revision as History shows it: who, what happened (the event in words), and the changes a reader sees. A
 * revision whose event changed nothing visible has no changes and says what happened ('Task recorded').
 */
export interface DescribedRevision {
  readonly actor: DescribedActor;
  readonly what: string;
  readonly changes: readonly DescribedChange[];
}

/** What a revision row gives the describer (rm.revisions, spec 1 §3 Revision, plus the event's type). */
export interface RevisionFacts {
  readonly model: string;
  readonly userId: number | null;
  readonly event: string | null;
  readonly revisionchanges: readonly RevisionChange[];
  /** The record after the event (for its currency). */
  readonly document: Readonly<Record<string, unknown>> | null;
}

/** Names of records by model and id, as the server resolved them in bulk. */
export type NameTable = Readonly<Partial<Record<RefModel, Readonly<Record<number, string>>>>>;

export const contextOf = (
  words: Words,
  names: NameTable,
  document: Readonly<Record<string, unknown>> | null,
): DescribeContext => ({
  words,
  nameOf: (model, id) => names[model]?.[id],
  currency: currencyOfDocument(document),
});

/** The comments a change of `comments` added (the list is kept whole; History shows what is new). */
const addedComments = (change: RevisionChange): unknown[] => {
  if (!Array.isArray(change.new)) return [];
  const before = new Set((Array.isArray(change.old) ? change.old : []).map((c: unknown) => JSON.stringify(c)));
  return change.new.filter((c: unknown) => !before.has(JSON.stringify(c)));
};

const labelOf = (ctx: DescribeContext, model: string, path: string): string => {
  const d = describeField(model, path);
  const name = path.slice(path.lastIndexOf('.') + 1);
  return ctx.words(d.label) ?? humanise(name);
};

/**
 * The changes a reader sees: labelled, described, without the record's own id; a creation (every change without
 * an old value) without the fields it left empty; no change whose two sides read the same.
 */
export const describeChanges = (
  model: string,
  changes: readonly RevisionChange[],
  ctx: DescribeContext,
): DescribedChange[] => {
  const creation = changes.length > 0 && changes.every((c) => c.old === undefined);
  const out: DescribedChange[] = [];
  for (const c of changes) {
    const { kind } = describeField(model, c.path);
    if (kind.kind === 'hidden') continue;
    const action = changeAction(c);
    const field = labelOf(ctx, model, c.path);
    if (action === 'commented') {
      const added = addedComments(c);
      if (added.length === 0) continue;
      out.push({ path: c.path, action, field, new: describeValue(model, c.path, kind, added, ctx) });
      continue;
    }
    if (creation && isEmptyValue(c.new)) continue;
    if (isEmptyValue(c.old) && isEmptyValue(c.new)) continue;
    const old = c.old === undefined ? undefined : describeValue(model, c.path, kind, c.old, ctx);
    const now = c.new === undefined ? undefined : describeValue(model, c.path, kind, c.new, ctx);
    if (old && now && old.text === now.text) continue;
    out.push({ path: c.path, action, field, ...(old ? { old } : {}), ...(now ? { new: now } : {}) });
  }
  return out;
};

/** The event in words: its catalogue description, else its name made readable ('OrderCompleted' → 'Order completed'). */
export const describeEvent = (words: Words, event: string | null): string =>
  event === null ? (words('history.noChanges') ?? 'No changes') : (words(`history.event.${event}`) ?? humanise(event));

export const describeActor = (words: Words, names: NameTable, userId: number | null): DescribedActor => ({
  id: userId,
  name:
    userId === null
      ? (words('history.system') ?? 'System')
      : (names.staff?.[userId] ??
        names.user?.[userId] ??
        words('history.recordNumber', { id: userId }) ??
        `#${userId}`),
});

export const describeRevision = (r: RevisionFacts, words: Words, names: NameTable): DescribedRevision => {
  const ctx = contextOf(words, names, r.document);
  return {
    actor: describeActor(words, names, r.userId),
    what: describeEvent(words, r.event),
    changes: describeChanges(r.model, r.revisionchanges, ctx),
  };
};

/** A whole record (time travel) as labelled, described fields; empty and hidden ones left out. */
export const describeDocument = (
  model: string,
  doc: Readonly<Record<string, unknown>> | null,
  words: Words,
  names: NameTable,
): DescribedChange[] => describeChanges(model, documentAsChanges(doc), contextOf(words, names, doc));

/** What a revision (or a whole record) names, for `namesWanted`. */
export interface NamedFacts {
  readonly model: string;
  readonly userId: number | null;
  readonly revisionchanges: readonly RevisionChange[];
}

/** A whole record as the changes of its creation: what `describeDocument` describes. */
export const documentAsChanges = (doc: Readonly<Record<string, unknown>> | null): RevisionChange[] =>
  Object.entries(doc ?? {}).map(([path, value]) => ({ path, new: value }));

/**
 * The records a set of revisions names, by model: what the server reads in bulk before describing. Found by
 * describing once with no names and noting every record asked for, so the walk is the describer's own.
 */
export const namesWanted = (
  revisions: readonly NamedFacts[],
  words: Words,
): Readonly<Partial<Record<RefModel, readonly number[]>>> => {
  const wanted = new Map<RefModel, Set<number>>();
  const want = (model: RefModel, id: number) => {
    if (!wanted.has(model)) wanted.set(model, new Set());
    wanted.get(model)!.add(id);
  };
  const ctx: DescribeContext = {
    words,
    currency: null,
    nameOf: (model, id) => {
      want(model, id);
      return undefined;
    },
  };
  for (const r of revisions) {
    if (r.userId !== null) want('staff', r.userId);
    describeChanges(r.model, r.revisionchanges, ctx);
  }
  return Object.fromEntries(
    REF_MODELS.filter((m) => wanted.has(m)).map((m) => [m, [...wanted.get(m)!].sort((a, b) => a - b)]),
  );
};
