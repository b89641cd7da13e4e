import { useAppSelector } from '../../app/hooks';
import { selectChoices } from '../data/slice';
import type { ReferenceSource } from '../types';
import { useReferenceChoices } from './useReferenceChoices';

interface Props {
  readonly source: ReferenceSource;
  readonly id: string | number | null | undefined;
  /** What the record is while (or if) its label is not loaded, e.g. 'Order #12'; '#id' when not given. */
  readonly fallback?: string;
}

/**
 * The label of a referenced record as loaded for its source (e.g. a user's name), else the fallback ('#id' unless
 * given) until it comes. In a list the page loads its ids in one call (`PageReferenceLabels`); elsewhere use
 * `LoadedReferenceName`.
 */
export const ReferenceName = ({ source, id, fallback }: Props) => {
  const labels = useAppSelector((s) => selectChoices(s, source.id).labels);
  if (id === null || id === undefined || id === '') return null;
  return <>{labels[String(id)] || (fallback ?? `#${id}`)}</>;
};

/**
 * One reference on a show page that loads its own label (issue 31: a storage's page said "Partner #1" and
 * "Warehouse #1" unless a list had loaded those names before). Not for list cells: each would call alone.
 */
export const LoadedReferenceName = ({ source, id, fallback }: Props) => {
  useReferenceChoices(source, id === null || id === undefined || id === '' ? [] : [id]);
  return <ReferenceName source={source} id={id} fallback={fallback} />;
};

/** Loads the labels of `ids` for a source in one call (once per source on a screen: a newer call replaces it). */
export const ReferenceLabels = ({ source, ids }: { source: ReferenceSource; ids: readonly (string | number)[] }) => {
  useReferenceChoices(source, ids);
  return null;
};
