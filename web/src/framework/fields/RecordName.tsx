import { t, type MessageKey } from '../../app/i18n/messages';
import { userNamesSource } from '../history/apis';
import type { ColumnDef, ReferenceSource } from '../types';
import { KnownName } from './ReferenceName';
import { RecordLink } from './RecordLink';
import { partnersSource, warehouseSource } from './sources';

/*
 * Issue 31 §6: a referenced record by its name wherever a screen shows one, never a bare '#12'. The row's read
 * model carries the name; when it lacks it, the name is loaded by id (20 ids a call, spec 1 §7.2), and a record
 * that no longer answers is said to be gone in the catalogue's words: '(deleted customer)'.
 */

/** Teams by id, whatever their country or state. */
export const teamNamesSource: ReferenceSource = {
  id: 'teams:names',
  kind: 'generic',
  path: '/api/teams',
  labelField: 'name',
  limit: 20,
};

/** Locations by id, by their path. */
export const locationPathsSource: ReferenceSource = {
  id: 'locations:paths',
  kind: 'generic',
  path: '/api/locations',
  labelField: 'path',
  limit: 20,
};

/** Service types by id (a request's or an order's services). */
export const serviceTypeNamesSource: ReferenceSource = {
  id: 'service-types:names',
  kind: 'generic',
  path: '/api/service-types',
  labelField: 'name',
  limit: 20,
};

/** Per kind of record: where its names come from, what a gone one is called, and the path of its pages. */
const KINDS = {
  customer: { source: userNamesSource, gone: 'words.gone.customer', base: 'users' },
  user: { source: userNamesSource, gone: 'words.gone.user', base: 'users' },
  partner: { source: partnersSource, gone: 'words.gone.partner', base: 'partners' },
  warehouse: { source: warehouseSource, gone: 'words.gone.warehouse', base: 'warehouses' },
  team: { source: teamNamesSource, gone: 'words.gone.team', base: 'teams' },
  location: { source: locationPathsSource, gone: 'words.gone.location', base: 'locations' },
  serviceType: { source: serviceTypeNamesSource, gone: 'words.gone.serviceType', base: 'service-types' },
} as const satisfies Record<string, { source: ReferenceSource; gone: MessageKey; base: string }>;
export type RecordKind = keyof typeof KINDS;

interface Props {
  readonly of: RecordKind;
  readonly id: number | null | undefined;
  /** The name the row carries, shown when it has one. */
  readonly name: string | null | undefined;
  /** On a show page: the cell loads its own name (a list loads its page's with `nameReference`). */
  readonly load?: boolean;
}

/** A referenced record's name: the row's, else loaded by id, else '(deleted …)'. */
export const RecordName = ({ of, id, name, load = false }: Props) => (
  <KnownName
    source={KINDS[of].source}
    id={id}
    name={name}
    load={load}
    fallback={t('words.loadingName')}
    gone={t(KINDS[of].gone)}
  />
);

/** A referenced record by its name, linked to its show page where the user has that route. */
export const LinkedRecordName = ({ testId, ...props }: Props & { readonly testId?: string }) => (
  <RecordLink base={KINDS[props.of].base} id={props.id} testId={testId}>
    <RecordName {...props} />
  </RecordLink>
);

/**
 * A list column's `reference` for the names its rows lack: the page loads those ids in one go (20 a call), the
 * rows that carry their name ask nothing.
 */
export const nameReference = <R,>(
  of: RecordKind,
  idOf: (row: R) => number | null | undefined,
  nameOf: (row: R) => string | null | undefined,
): NonNullable<ColumnDef<R>['reference']> => ({
  source: KINDS[of].source,
  idOf: (r) => {
    const name = nameOf(r);
    return name === null || name === undefined || name === '' ? idOf(r) : null;
  },
});
