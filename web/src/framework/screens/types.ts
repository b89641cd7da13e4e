import type { MessageKey } from '../../app/i18n/messages';
import type { ReactNode } from 'react';
import type { CatalogueResourceName, PermissionResource } from '@console/contracts';
import type { RecordAction } from '../actions/types';
import type { FilterDef, ReferenceSource, SortOrder, Viewer } from '../types';

/**
 * How a field of a catalogue record is shown, typed and sent. The framework's configured screens (ScreenList, ScreenShow,
 * ScreenCreate, ScreenEdit) interpret it, so a resource is a small configuration object, not four screens.
 * - number: typed as text, sent as a number ('Must be a number' otherwise);
 * - money: typed in major units, sent in 1/10000 and shown in the currency of the record's country (AED without);
 * - date: a day, sent as YYYY-MM-DD and shown DD/MM/YYYY (ARCHITECTURE §8);
 * - country: one of the three countries, by id;
 * - reference: another record by id, labelled from `source`; linked to `/<linkBase>/:id/show` where that route
 *   exists; typed into (`search`) or chosen from a list;
 * - references: several records by id (a team's members), chosen together; a list cell counts them.
 * - texts: a list of texts (a template's addresses), typed comma-separated, shown joined (a dash when empty).
 * - keyValues: an object of texts (a survey's answers), shown as 'key: value' lines; read only.
 * - image: the address of a picture (a partner's logo), typed as text, shown as the picture.
 * Every kind may be `staffOnly` (a partner user neither fills nor filters it: their partner is theirs, spec 1 §6)
 * and name its `listKey`, the filter of the resource's list call that takes a set of its values (`statuses`).
 */
interface FieldCommon {
  readonly name: string;
  readonly label: string;
  readonly staffOnly?: boolean;
  readonly listKey?: string;
  /** Shown in the form but neither typed nor sent (spec 3 §2 partner edit: id read-only). */
  readonly readOnly?: boolean;
}
export type ScreenField =
  | (FieldCommon & {
      readonly kind: 'text' | 'texts' | 'multiline' | 'number' | 'money' | 'boolean' | 'date' | 'country' | 'image';
    })
  | (FieldCommon & {
      readonly kind: 'keyValues';
      /** The words a key stands for on this record (a survey answer's question), the key itself otherwise. */
      readonly keyLabel?: (key: string, row: Readonly<Record<string, unknown>>) => string;
      /** The words a value stands for (a chosen answer's label), the value itself otherwise. */
      readonly valueLabel?: (key: string, value: string, row: Readonly<Record<string, unknown>>) => string;
    })
  | (FieldCommon & { readonly kind: 'choice'; readonly choices: readonly string[] })
  | (FieldCommon & {
      readonly kind: 'reference';
      readonly source: ReferenceSource;
      readonly linkBase?: string;
      readonly search?: boolean;
    })
  | (FieldCommon & { readonly kind: 'references'; readonly source: ReferenceSource });

/** Columns every list may use besides the record's fields. */
export type ScreenColumn = 'serial' | 'id' | 'createdAt' | 'updatedAt' | 'show' | 'edit' | 'delete' | (string & {});

/** Filters of a catalogue list: the free-text search, or a field of kind country, choice, boolean or reference. */
export type ScreenFilter = 'search' | (string & {});

/** A tab of a configured form or show page: its fields, in order; `html` a field shown as its rendered HTML. */
export interface ScreenTab {
  readonly label: string;
  readonly fields: readonly string[];
  readonly html?: string;
}

export interface ScreenConfig {
  /** The spec's resource name: the API's `/api/<resource>` and the console's `/<resource>` routes. */
  readonly resource: CatalogueResourceName;
  /** The permission resource (`<resource>-<action>`) that guards its routes. */
  readonly permission: PermissionResource;
  readonly title: string;
  /** One record's name: 'Create {singular}', '{singular} #12'. */
  readonly singular: string;
  /** The field that names a record in the show and edit titles. */
  readonly titleField?: string;
  /** The edit page's own title, a message with `{name}` (the titleField's value): spec 3 tags' 'Edit "{name}"'. */
  readonly editTitle?: MessageKey;
  /** localStorage key of the list's column choice. */
  readonly columnsKey: string;
  readonly fields: readonly ScreenField[];
  /**
   * The resource's own list call (spec 1 §7.2: `POST /api/v1/boxes/list`), its filters taken by the fields'
   * `listKey`, the free-text search as `searchTerm`; `fallback` maps them to the generic call's parameters. Absent:
   * the generic `GET /api/<resource>` lists it.
   */
  readonly listCall?: { readonly path: string; readonly fallback: Readonly<Record<string, string>> };
  readonly list: {
    readonly columns: readonly ScreenColumn[];
    /** Offered in the column chooser, hidden until chosen. */
    readonly hidden?: readonly ScreenColumn[];
    readonly sort: { readonly field: string; readonly order: SortOrder };
    readonly perPage: readonly number[];
    readonly defaultPerPage: number;
    readonly filters: readonly ScreenFilter[];
    /**
     * Filters of the resource's own, after the fields' (a creation day range, an answer of a survey): offered
     * behind the others, shown when set (an analytics figure's list opens with them).
     */
    readonly extraFilters?: () => readonly FilterDef[];
    /** The CSV export's file name; absent: the list offers no export. */
    readonly exportFileName?: string;
  };
  /** The fields of the create and edit forms, in order. */
  readonly form: readonly string[];
  /** The edit form's fields when they differ from create's (spec 2 §2 teams: members and active); empty: no edit page. */
  readonly editForm?: readonly string[];
  /** The rows of the show page; absent: the resource has no show page (spec 2 §2 coupons). */
  readonly show?: readonly string[];
  /** Where a save leads: the list, or the record's show page. */
  readonly afterCreate: 'list' | 'show';
  readonly afterEdit: 'list' | 'show';
  /** The show page's own actions (a template's test e-mail and WhatsApp). */
  readonly actions?: (
    record: { readonly id: number } & Readonly<Record<string, unknown>>,
    viewer: Viewer,
  ) => RecordAction[];
  /** Shown above the show page's fields (a partner's figures). */
  readonly summaryHeader?: (record: { readonly id: number } & Readonly<Record<string, unknown>>) => ReactNode;
  /** Shown below the show page's fields (a partner's settings toggles). */
  readonly summaryFooter?: (record: { readonly id: number } & Readonly<Record<string, unknown>>) => ReactNode;
  /**
   * The show page's tabs after the Summary (spec 3 §2 partners: invoices and commission), for this viewer; read at
   * render, so their labels are the language on screen.
   */
  readonly showTabs?: (viewer: Viewer) => readonly {
    readonly label: string;
    readonly content: (record: { readonly id: number } & Readonly<Record<string, unknown>>) => ReactNode;
  }[];
  /**
   * Tabs instead of the one section (spec 3 §2 templates: edit Details, Fields, Body HTML, Whatsapp; show fields,
   * Details, Body, Whatsapp): the form's tabs group its fields, the show's replace the Summary.
   */
  readonly tabs?: { readonly form: readonly ScreenTab[]; readonly show: readonly ScreenTab[] };
  /** A Delete button on the show page (spec 3 §2 reason lists: not undoable, so it asks first). */
  readonly deletable?: boolean;
}

/** The names the configuration had while it lived in the catalogue's folder. */
export type {
  ScreenConfig as CatalogueScreenConfig,
  ScreenField as CatalogueField,
  ScreenColumn as CatalogueColumn,
  ScreenFilter as CatalogueFilter,
  ScreenTab as CatalogueTab,
};
