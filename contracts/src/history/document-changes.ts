/**
 * One difference between a record before and after an event (spec 1 §3 Revision `revisionchanges`). A field that
 * did not exist before has no `old`; one that no longer exists has no `new` (null is a value, kept as such).
 */
export interface RevisionChange {
  readonly path: string;
  readonly old?: unknown;
  readonly new?: unknown;
}

type Doc = Readonly<Record<string, unknown>>;

const isPlainObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes from `before` to `after`, by dotted path: nested objects are walked, arrays (tags, comments,
 * documents) compare as a whole. An absent field reads as undefined (a record created, or a field removed).
 */
export const diffDocuments = (before: Doc | null, after: Doc | null, prefix = ''): RevisionChange[] => {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: RevisionChange[] = [];
  for (const key of keys) {
    const a = before?.[key];
    const b = after?.[key];
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(a) && isPlainObject(b)) changes.push(...diffDocuments(a, b, path));
    else if (!same(a, b))
      changes.push({ path, ...(a === undefined ? {} : { old: a }), ...(b === undefined ? {} : { new: b }) });
  }
  return changes;
};

/** Applies changes in order: the inverse of diffDocuments (a change without `new` removes the field). */
export const applyChanges = (doc: Doc | null, changes: readonly RevisionChange[]): Record<string, unknown> => {
  const out: Record<string, unknown> = structuredClone({ ...(doc ?? {}) });
  for (const change of changes) {
    const parts = change.path.split('.');
    let target = out;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      if (!isPlainObject(next)) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1]!;
    if (change.new === undefined) delete target[last];
    else target[last] = structuredClone(change.new);
  }
  return out;
};

/** How the History tab names a change: a change of comments reads 'commented' (spec 1 §2.11). */
export type ChangeAction = 'added' | 'changed' | 'removed' | 'commented';

export const changeAction = (change: RevisionChange): ChangeAction =>
  change.path === 'comments' || change.path.startsWith('comments.')
    ? 'commented'
    : change.old === undefined
      ? 'added'
      : change.new === undefined
        ? 'removed'
        : 'changed';
