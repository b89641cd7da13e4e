import { useAppSelector } from '../../app/hooks';
import { selectChoices } from '../data/slice';
import type { ReferenceSource } from '../types';
import { useReferenceChoices } from './useReferenceChoices';

/** The label of a referenced record as loaded for its source (e.g. a user's name), else '#id' until it comes. */
export const ReferenceName = ({ source, id }: { source: ReferenceSource; id: string | number | null | undefined }) => {
  const labels = useAppSelector((s) => selectChoices(s, source.id).labels);
  if (id === null || id === undefined || id === '') return null;
  return <>{labels[String(id)] ?? `#${id}`}</>;
};

/** Loads the labels of `ids` for a source in one call (once per source on a screen: a newer call replaces it). */
export const ReferenceLabels = ({ source, ids }: { source: ReferenceSource; ids: readonly (string | number)[] }) => {
  useReferenceChoices(source, ids);
  return null;
};
