import { useMemo } from 'react';
import type { RequestRow } from '@console/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectChoices, selectList } from '../../framework/data/slice';
import { ReferenceLabels } from '../../framework/fields/ReferenceName';
import { storageLocationSource, storageRoomSource } from '../../shared/requests/sources';

type Field = 'location' | 'room';
const SOURCES = { location: storageLocationSource, room: storageRoomSource } as const;

const storageIdsOf = (rows: readonly Pick<RequestRow, 'request_lines'>[]): number[] =>
  [
    ...new Set(
      rows.flatMap((r) => (r.request_lines ?? []).map((l) => l.storageId).filter((id): id is number => id !== null)),
    ),
  ].sort((a, b) => a - b);

/**
 * The requests list's Locations and Room columns (spec 2 §2): the displayed locations and rooms of the storages on
 * a request's lines. The labels of the page's storages load in one call per column (see LineStorageLoader).
 */
export const LineStorageLabels = ({ row, field }: { row: RequestRow; field: Field }) => {
  const labels = useAppSelector((s) => selectChoices(s, SOURCES[field].id).labels);
  const names = storageIdsOf([row])
    .map((id) => labels[String(id)])
    // A storage without a location or room is labelled by its id: it has none to show.
    .filter(
      (name, i, all): name is string =>
        name !== undefined && name !== '' && !/^\d+$/.test(name) && all.indexOf(name) === i,
    );
  return <span title={names.join(', ')}>{names.join(', ')}</span>;
};

/** Loads the locations or rooms of the storages of the list's page, when that column is on screen. */
export const LineStorageLoader = ({ listId, fields }: { listId: string; fields: readonly Field[] }) => {
  const rows = useAppSelector((s) => selectList(s, listId)?.rows) as readonly RequestRow[] | undefined;
  const ids = useMemo(() => storageIdsOf(rows ?? []), [rows]);
  if (ids.length === 0) return null;
  return (
    <>
      {fields.map((f) => (
        <ReferenceLabels key={f} source={SOURCES[f]} ids={ids} />
      ))}
    </>
  );
};
