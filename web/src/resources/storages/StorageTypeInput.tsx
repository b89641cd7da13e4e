import { useEffect } from 'react';
import type { StorageTypeFacts } from '@console/contracts';
import { apiRequest } from '../../app/api/client';
import { ReferenceAutocomplete } from '../../framework/fields/ReferenceAutocomplete';
import { storageTypeSource } from '../../shared/storages/sources';

/** The storage form's storage type: suggestions after more than 1 typed character (spec 2 §5). */
const formTypes = storageTypeSource(2);

/** The chosen type with what the form needs of it (its size and dimensions when it is an inventory type). */
export type ChosenType = StorageTypeFacts | { readonly id: number; readonly loading: true } | null;

interface TypeRecord {
  readonly id: number;
  readonly size: number;
  readonly length: number | null;
  readonly height: number | null;
  readonly width: number | null;
  readonly inventory: boolean;
}

const loadFacts = async (id: number): Promise<StorageTypeFacts> => {
  const r = await apiRequest<TypeRecord>('GET', `/api/storage-types/${id}`);
  return { id, size: r.size, length: r.length, height: r.height, width: r.width, inventory: r.inventory === true };
};

export const isInventory = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && 'inventory' in v && v.inventory === true;
export const typeIdOf = (v: unknown): number | null =>
  typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number' ? v.id : null;

interface Props {
  readonly value: unknown;
  readonly onChange: (v: ChosenType) => void;
  readonly error?: string;
}

export const StorageTypeInput = ({ value, onChange, error }: Props) => {
  const id = typeIdOf(value);
  const loading = typeof value === 'object' && value !== null && 'loading' in value;
  // An edit starts from the type's id only: its facts are loaded once.
  useEffect(() => {
    if (id === null || !loading) return;
    let live = true;
    void loadFacts(id).then(
      (facts) => live && onChange(facts),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, loading, onChange]);
  return (
    <ReferenceAutocomplete
      source={formTypes}
      label="storages.label.storageTypeRequired"
      name="storagetypeId"
      value={id}
      error={error}
      width="100%"
      onChange={(next) => {
        if (next === null) onChange(null);
        else void loadFacts(next).then(onChange, () => onChange({ id: next, loading: true }));
      }}
    />
  );
};
