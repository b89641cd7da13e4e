import type { ReactNode } from 'react';
import type { StatusColour } from '@console/contracts';
import type { Viewer } from '../app/session/slice';

export type { Viewer };

/** A record of any resource: the framework needs only its id. */
export interface RecordBase {
  readonly id: number | string;
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * How a resource is read and written: serialisable, so it travels in the actions the data sagas handle.
 * - listPath: the spec's list call (`POST /api/v1/<x>/list`, `{limit,page,sortBy,sortOrder,...filters}` →
 *   `{results,totalCount}`); without it, the generic `GET /api/<name>` (`$limit`, `$skip`, `$sort[f]=±1` and the
 *   filters through `fallback`, `{data,total}`).
 * - recordPath: `GET/PATCH <recordPath>/:id`, `POST <recordPath>`.
 * - tables: the read models its screens show; a live notice naming one of them refreshes them.
 * - fallback: how list filters map to the generic call's parameters (`status[$in]`, `createdAt[$gte]`, ...):
 *   the generic call of a resource without a list call (a filter not mapped goes by its own name), and the
 *   fallback when the list call fails (spec 1 §7.2). A query with a filter not mapped here does not fall back
 *   (it would show rows the filter excludes).
 * - model: the history model of its records (the event stream category: 'user', 'storage', ...). With it,
 *   every show page of the resource has the framework's Comments and History tabs (spec 1 §2.11, §2.12).
 */
export interface ResourceApi {
  readonly name: string;
  readonly listPath?: string;
  readonly recordPath: string;
  readonly tables: readonly string[];
  readonly fallback?: Readonly<Record<string, string | { readonly from: string; readonly to: string } | null>>;
  readonly model?: string;
}

/** The body of a list call: paging, sort and filters. */
export interface ListQuery {
  readonly limit: number;
  readonly page: number;
  readonly sortBy: string;
  readonly sortOrder: SortOrder;
  readonly [filter: string]: unknown;
}

export interface Choice {
  readonly id: string | number;
  readonly name: string;
}

/**
 * Where a reference filter or field finds its choices: a list call (`kind: 'list'`, body `params` plus the
 * search and ids keys) or a generic find (`kind: 'generic'`). Serialisable.
 */
export interface ReferenceSource {
  readonly id: string;
  readonly kind: 'list' | 'generic';
  readonly path: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** Body key (list) or query parameter (generic) of the typed text. */
  readonly searchKey?: string;
  /** Body key of ids for a list call; generic calls use `id[$in]`. */
  readonly idsKey?: string;
  readonly labelField: string;
  readonly limit?: number;
  /** Spec 1 §5: suggestions only after more than `minChars - 1` typed characters. */
  readonly minChars?: number;
  /** Labels read '<label> (#<id>)' (spec 2 §2: the request form's user picker shows name plus id). */
  readonly labelWithId?: boolean;
  /**
   * Labels built of several fields: `{field}` stands for the row's value (spec 3 §2: a request reads
   * 'Request #{id} - {type} on {date}'), formatted as `labelFormats` says. A text, not a function, so that the
   * source stays plain data in the store.
   */
  readonly labelTemplate?: string;
  /** How a template's field shows: `money` in the row's currency, `date` as DD/MM/YYYY, `enum:Name` the word. */
  readonly labelFormats?: Readonly<Record<string, LabelFormat>>;
}

export type LabelFormat = 'money' | 'date' | `enum:${string}`;

export interface ColumnDef<R> {
  readonly id: string;
  readonly label: string;
  /** Field the list call sorts by; absent: not sortable. */
  readonly sortField?: string;
  readonly width?: number;
  readonly flex?: number;
  readonly minWidth?: number;
  readonly align?: 'left' | 'right' | 'center';
  /** Shown until the user chooses otherwise. */
  readonly defaultVisible?: boolean;
  /** Some roles never see the column (spec 1 §6: credits hidden for partners). */
  readonly hiddenFor?: (viewer: Viewer) => boolean;
  readonly render: (row: R, context: { readonly serial: number; readonly showPath: string }) => ReactNode;
  /** The text of the cell in a CSV export; absent: not exported. */
  readonly exportValue?: (row: R) => string | number | null;
  /**
   * The cell shows the label of a referenced record (a user's name): the list loads the labels of the page's
   * ids in one call per source; the cell reads them with `ReferenceName`. A cell of several records (a payment's
   * invoices) gives all their ids.
   */
  readonly reference?: {
    readonly source: ReferenceSource;
    readonly idOf: (row: R) => string | number | null | undefined | readonly (string | number)[];
  };
}

/**
 * An action on the rows the user ticked (react-admin's bulk actions): `POST <path> { ids }`, after a
 * confirmation when `confirm` is set, which says it cannot be undone (the console has no undo).
 */
export interface BulkAction {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  readonly color?: 'primary' | 'error' | 'warning';
  readonly confirm?: boolean;
  /** The success notice for `count` rows. */
  readonly notice: (count: number) => string;
  readonly allowed: (viewer: Viewer) => boolean;
  /** Instead of the call: hand the ticked ids to the screen (a dialog of its own, another form). */
  readonly open?: (ids: readonly (string | number)[]) => void;
}

/** A source fixed for the list, or one that depends on the user (e.g. assignees of the user's own country). */
export type SourceFor = ReferenceSource | ((viewer: Viewer) => ReferenceSource);

export const resolveSource = (source: SourceFor, viewer: Viewer): ReferenceSource =>
  typeof source === 'function' ? source(viewer) : source;

interface FilterBase {
  readonly key: string;
  readonly label: string;
  /** Shown in the bar without opening the other filters. */
  readonly alwaysOn?: boolean;
  readonly hiddenFor?: (viewer: Viewer) => boolean;
  readonly width?: number;
}

export type FilterDef =
  | (FilterBase & { readonly kind: 'text'; readonly toQuery: (v: string) => Record<string, unknown> })
  | (FilterBase & {
      readonly kind: 'select';
      readonly choices?: readonly Choice[];
      readonly source?: SourceFor;
      readonly multiple?: boolean;
      readonly toQuery: (v: string | number | (string | number)[]) => Record<string, unknown>;
    })
  | (FilterBase & {
      readonly kind: 'dateRange';
      readonly toQuery: (v: { from?: string; to?: string }) => Record<string, unknown>;
    })
  | (FilterBase & {
      readonly kind: 'reference';
      readonly source: SourceFor;
      readonly toQuery: (v: string | number) => Record<string, unknown>;
    })
  | (FilterBase & {
      readonly kind: 'tags';
      /** The names offered as you type (the tags resource); any other name may be typed too. */
      readonly source?: ReferenceSource;
      readonly toQuery: (v: { values: string[]; mode: 'any' | 'all' }) => Record<string, unknown>;
    });

export type FilterValues = Readonly<Record<string, unknown>>;

/**
 * How a row is drawn apart from the others (spec 1 §2.7 overdue colouring, spec 2 §2 rows tinted by status): a
 * colour of the status palette and why, which the row carries as `data-tint` for tests and tooltips.
 */
export interface RowTint {
  readonly colour: StatusColour;
  readonly reason: string;
}

/** Everything a list screen of one resource needs (ARCHITECTURE §7: configured per resource). */
export interface ListConfig<R extends RecordBase> {
  readonly api: ResourceApi;
  readonly title: string;
  /** localStorage key of the column choice (spec: `userListColumns`, ...). */
  readonly columnsKey: string;
  readonly columns: readonly ColumnDef<R>[];
  readonly defaultSort: { readonly field: string; readonly order: SortOrder };
  readonly perPageOptions: readonly number[];
  readonly defaultPerPage: number;
  readonly filters: readonly FilterDef[];
  /** Filters every query of this list carries (e.g. customers never show staff). */
  readonly baseQuery?: (viewer: Viewer) => Record<string, unknown>;
  /**
   * The last say on the list call's body, after the filters (e.g. the orders list's default statuses when no
   * status and no user filter is given).
   */
  readonly finishQuery?: (query: ListQuery, viewer: Viewer) => ListQuery;
  /** A row drawn in a colour of its own (overdue, tinted by status); `today` is the local 'YYYY-MM-DD'. */
  readonly rowTint?: (row: R, today: string) => RowTint | undefined;
  /** Offer CSV export of the filtered rows under this file name. */
  readonly exportFileName?: string;
  readonly canCreate?: (viewer: Viewer) => boolean;
  /** Actions on ticked rows; the rows get tick boxes when the user may run one of them. */
  readonly bulkActions?: readonly BulkAction[];
}

/** One list screen built on a ListConfig: its route, title and preset filters. */
export interface ListVariant {
  readonly basePath: string;
  readonly title?: string;
  /** Filters in force when the URL names none (e.g. /non-staff-users: status active). */
  readonly defaultFilters?: FilterValues;
}
