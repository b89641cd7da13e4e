import { useMemo } from 'react';
import { ReferenceLabels } from '../fields/ReferenceName';
import type { ColumnDef, ReferenceSource } from '../types';

interface Props<R> {
  /** The columns on screen; those with a `reference` show a referenced record's label. */
  readonly columns: readonly Pick<ColumnDef<R>, 'reference'>[];
  readonly rows: readonly R[];
}

type Ref = string | number | null | undefined;

/** A cell's referenced ids: one, or several (a payment's invoices). */
const idsOf = (of: Ref | readonly (string | number)[]): readonly Ref[] =>
  typeof of === 'object' && of !== null ? of : [of];

/** Loads the labels of the referenced records (user names, warehouses, ...) of a page: its ids, one call per source. */
export const PageReferenceLabels = <R,>({ columns, rows }: Props<R>) => {
  const groups = useMemo(() => {
    const bySource = new Map<string, { source: ReferenceSource; ids: Set<string | number> }>();
    for (const c of columns) {
      if (!c.reference) continue;
      const entry = bySource.get(c.reference.source.id) ?? {
        source: c.reference.source,
        ids: new Set<string | number>(),
      };
      for (const r of rows) {
        for (const id of idsOf(c.reference.idOf(r)))
          if (id !== null && id !== undefined && id !== '') entry.ids.add(id);
      }
      bySource.set(c.reference.source.id, entry);
    }
    return [...bySource.values()].map((e) => ({ source: e.source, ids: [...e.ids].sort() }));
  }, [columns, rows]);
  return (
    <>
      {groups.map((g) => (
        <ReferenceLabels key={g.source.id} source={g.source} ids={g.ids} />
      ))}
    </>
  );
};
