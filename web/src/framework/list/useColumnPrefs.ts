import { useCallback, useMemo } from 'react';
import { usePreference } from '../../app/preferences/usePreference';
import type { ColumnDef, RecordBase, Viewer } from '../types';

/** One column as the user arranged it: order of the array, shown or not. Kept under the list's key. */
export interface ColumnChoice {
  readonly id: string;
  readonly visible: boolean;
}

const isChoices = (v: unknown): v is ColumnChoice[] =>
  Array.isArray(v) &&
  v.every(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      typeof (c as ColumnChoice).id === 'string' &&
      typeof (c as ColumnChoice).visible === 'boolean',
  );

/**
 * The columns of a list in the user's order and choice (spec 1 §2.6: persisted in the browser under
 * `userListColumns`). Columns the user may not see are never offered; columns added since the choice was
 * saved appear with their default visibility at the end.
 */
export const useColumnPrefs = <R extends RecordBase>(key: string, columns: readonly ColumnDef<R>[], viewer: Viewer) => {
  const available = useMemo(() => columns.filter((c) => !c.hiddenFor?.(viewer)), [columns, viewer]);
  const [stored, store] = usePreference<ColumnChoice[] | null>(
    key,
    null,
    (v): v is ColumnChoice[] | null => v === null || isChoices(v),
  );
  const choices: ColumnChoice[] = useMemo(() => {
    const byId = new Map(available.map((c) => [c.id, c]));
    const kept = (stored ?? []).filter((c) => byId.has(c.id));
    const keptIds = new Set(kept.map((c) => c.id));
    const added = available
      .filter((c) => !keptIds.has(c.id))
      .map((c) => ({ id: c.id, visible: c.defaultVisible !== false }));
    return [...kept, ...added];
  }, [available, stored]);
  const ordered = useMemo(() => {
    const byId = new Map(available.map((c) => [c.id, c]));
    return choices.map((c) => ({ column: byId.get(c.id)!, visible: c.visible }));
  }, [available, choices]);
  const setChoices = useCallback((next: ColumnChoice[]) => store(next), [store]);
  const reset = useCallback(() => store(null), [store]);
  return { ordered, choices, setChoices, reset };
};
