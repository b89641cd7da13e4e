import { useAppSelector } from '../../app/hooks';
import { selectChoices } from '../data/slice';
import type { ReferenceSource } from '../types';
import { useReferenceChoices } from './useReferenceChoices';

interface Props {
  readonly source: ReferenceSource;
  readonly id: string | number | null | undefined;
  /** What the record is while (or if) its label is not loaded, e.g. 'Order #12'; '#id' when not given. */
  readonly fallback?: string;
  /** What is shown when the record is gone (asked by id, not answered), e.g. '(deleted customer)'. */
  readonly gone?: string;
}

/**
 * The label of a referenced record as loaded for its source (e.g. a user's name), else the fallback ('#id' unless
 * given) until it comes. In a list the page loads its ids in one call (`PageReferenceLabels`); elsewhere use
 * `LoadedReferenceName`.
 */
export const ReferenceName = ({ source, id, fallback, gone }: Props) => {
  const { labels, gone: goneIds } = useAppSelector((s) => selectChoices(s, source.id));
  if (id === null || id === undefined || id === '') return null;
  const key = String(id);
  return <>{labels[key] || (gone !== undefined && goneIds?.[key] ? gone : (fallback ?? `#${id}`))}</>;
};

/**
 * The name a row carries (its read model's join), else the referenced record's name loaded by id, else `gone`
 * when the record no longer exists (issue 31 §6: never a bare '#12' for a customer whose name the row lacks).
 * In a list, the page loads the ids whose rows lack a name (a column's `reference` with `idOf` giving null when
 * the row has the name); on a show page, `load` makes the cell load its own.
 */
export const KnownName = ({
  name,
  load = false,
  ...props
}: Props & { readonly name: string | null | undefined; readonly load?: boolean }) => {
  if (name !== null && name !== undefined && name !== '') return <>{name}</>;
  return load ? <LoadedReferenceName {...props} /> : <ReferenceName {...props} />;
};

/**
 * One reference on a show page that loads its own label (issue 31: a storage's page said "Partner #1" and
 * "Warehouse #1" unless a list had loaded those names before). Not for list cells: each would call alone.
 */
export const LoadedReferenceName = (props: Props) => {
  const { source, id } = props;
  useReferenceChoices(source, id === null || id === undefined || id === '' ? [] : [id]);
  return <ReferenceName {...props} />;
};

/** Loads the labels of `ids` for a source in one call (once per source on a screen: a newer call replaces it). */
export const ReferenceLabels = ({ source, ids }: { source: ReferenceSource; ids: readonly (string | number)[] }) => {
  useReferenceChoices(source, ids);
  return null;
};
