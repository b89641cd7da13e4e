import { createElement } from 'react';
import { formatDate, ShowLink } from '../fields/cells';
import { DeleteButton } from '../list/DeleteButton';
import { COUNTRY_CHOICES, countryName, YES_NO } from '../fields/sources';
import { mayUse } from '../routes';
import type { ColumnDef, FilterDef, ListConfig, Viewer } from '../types';
import { basePathOf, screenApi, fieldOf } from './api';
import { EditLink, FieldValue, stampText, type ScreenRow } from './display';
import type { ScreenColumn, ScreenField, ScreenConfig } from './types';
import { textOf } from '../fields/text';
import { t } from '../../app/i18n/messages';
import { valueChoices } from '../../app/i18n/enumText';
import { currentLocale } from '../../app/i18n/locale';

const column = (config: ScreenConfig, id: ScreenColumn, defaultVisible: boolean): ColumnDef<ScreenRow> => {
  const base = basePathOf(config);
  switch (id) {
    case 'serial':
      return { id, label: 'list.serial', width: 56, defaultVisible, render: (_r, c) => c.serial };
    case 'id':
      return {
        id,
        label: 'accounting.col.id',
        sortField: 'id',
        width: 80,
        defaultVisible,
        render: (r) => r.id,
        exportValue: (r) => r.id,
      };
    case 'createdAt':
    case 'updatedAt': {
      const stamp = id === 'createdAt' ? 'createdAt' : 'updatedAt';
      return {
        id,
        label: stamp === 'createdAt' ? 'accounting.col.created' : 'accounting.col.updated',
        sortField: stamp,
        width: 120,
        defaultVisible,
        render: (r) => stampText(stamp, r, false),
        exportValue: (r) => stampText(stamp, r, false),
      };
    }
    case 'show':
      return {
        id,
        label: 'list.show',
        width: 96,
        defaultVisible,
        hiddenFor: (v) => !mayUse(v, config.permission, 'view'),
        render: (_r, c) => createElement(ShowLink, { to: c.showPath }),
      };
    case 'edit':
      return {
        id,
        label: 'record.edit',
        width: 96,
        defaultVisible,
        hiddenFor: (v) => !mayUse(v, config.permission, 'update'),
        render: (r) => createElement(EditLink, { to: `${base}/${r.id}` }),
      };
    case 'delete':
      return {
        id,
        label: 'list.delete',
        width: 100,
        defaultVisible,
        hiddenFor: (v) => !mayUse(v, config.permission, 'remove'),
        render: (r) => createElement(DeleteButton, { api: screenApi(config), id: r.id }),
      };
  }
  const field = fieldOf(config, id);
  if (!field) throw new Error(`${config.resource}: no field ${id}`);
  if (field.kind === 'references') {
    return {
      id,
      label: field.label,
      width: 100,
      align: 'right',
      defaultVisible,
      render: (r) => (Array.isArray(r[field.name]) ? (r[field.name] as unknown[]).length : 0),
    };
  }
  const numeric = field.kind === 'number' || field.kind === 'money';
  const exported = exportText(field);
  return {
    id,
    label: field.label,
    sortField: field.name,
    ...(field.kind === 'text' || field.kind === 'multiline'
      ? { flex: 1, minWidth: 180 }
      : { width: field.kind === 'reference' ? 180 : field.kind === 'image' ? 96 : 130 }),
    ...(numeric ? { align: 'right' as const } : {}),
    defaultVisible,
    render: (r) => createElement(FieldValue, { field, row: r }),
    ...(exported ? { exportValue: (r: ScreenRow) => exported(r[field.name]) } : {}),
    ...(field.kind === 'reference'
      ? { reference: { source: field.source, idOf: (r: ScreenRow) => r[field.name] as number | null } }
      : {}),
  };
};

/** A field's value in a CSV export: as the list shows it, for the kinds shown as text. */
const exportText = (field: ScreenField): ((v: unknown) => string | number | null) | undefined => {
  switch (field.kind) {
    case 'text':
    case 'multiline':
    case 'choice':
    case 'number':
      return (v) => (v === null || v === undefined ? null : typeof v === 'number' ? v : textOf(v));
    case 'date':
      return (v) => (typeof v === 'string' ? formatDate(v) : null);
    case 'country':
      return (v) => countryName(v);
    case 'boolean':
      return (v) => t(v === true ? 'history.yes' : 'history.no');
    default:
      return undefined;
  }
};

/**
 * A filter of the list: the free-text search, or a field's value. Through the resource's list call a field's value
 * goes as a set under its `listKey` (`statuses: ['new']`), the search as `searchTerm`; through the generic call
 * both go by their own names.
 */
const filter = (config: ScreenConfig, key: string): FilterDef => {
  if (key === 'search') {
    const searchKey = config.listCall ? 'searchTerm' : 'q';
    return {
      kind: 'text',
      key: 'q',
      label: 'list.search',
      alwaysOn: true,
      toQuery: (v) => (v.trim() ? { [searchKey]: v.trim() } : {}),
    };
  }
  const field = fieldOf(config, key);
  if (!field) throw new Error(`${config.resource}: no filter field ${key}`);
  const { listKey } = field;
  if (config.listCall && !listKey)
    throw new Error(`${config.resource}: filter ${key} has no listKey for the list call`);
  const by = (v: unknown) => (config.listCall && listKey ? { [listKey]: [v] } : { [field.name]: v });
  const base = {
    key,
    label: field.label,
    alwaysOn: true,
    ...(field.staffOnly ? { hiddenFor: (v: Viewer) => v.isPartner } : {}),
  };
  switch (field.kind) {
    case 'country':
      return { ...base, kind: 'select', choices: COUNTRY_CHOICES, toQuery: (v) => by(Number(v)) };
    case 'choice':
      return { ...base, kind: 'select', choices: valueChoices(field.choices), toQuery: by };
    case 'boolean':
      return { ...base, kind: 'select', choices: YES_NO, toQuery: (v) => by(v === 'true') };
    case 'reference':
      return field.search
        ? { ...base, kind: 'reference', source: field.source, toQuery: (v) => by(Number(v)) }
        : { ...base, kind: 'select', source: field.source, toQuery: (v) => by(Number(v)) };
    default:
      return { ...base, kind: 'text', toQuery: by };
  }
};

const configs = new Map<string, ListConfig<ScreenRow>>();

/** The framework's list configuration of a catalogue resource (one object per resource, so lists keep their state). */
export const screenListConfig = (config: ScreenConfig): ListConfig<ScreenRow> => {
  // The filters' choices carry the enumeration's words in the console's language: one object per language.
  const cacheKey = `${config.resource}:${currentLocale()}`;
  const known = configs.get(cacheKey);
  if (known) return known;
  const made: ListConfig<ScreenRow> = {
    api: screenApi(config),
    title: config.title,
    columnsKey: config.columnsKey,
    columns: [
      ...config.list.columns.map((c) => column(config, c, true)),
      ...(config.list.hidden ?? []).map((c) => column(config, c, false)),
    ],
    defaultSort: config.list.sort,
    perPageOptions: config.list.perPage,
    defaultPerPage: config.list.defaultPerPage,
    filters: [...config.list.filters.map((f) => filter(config, f)), ...(config.list.extraFilters?.() ?? [])],
    ...(config.list.exportFileName ? { exportFileName: config.list.exportFileName } : {}),
    canCreate: (v) => mayUse(v, config.permission, 'create'),
  };
  configs.set(cacheKey, made);
  return made;
};
