import { createElement } from 'react';
import { ShowLink } from '../../framework/fields/cells';
import { COUNTRY_CHOICES, YES_NO } from '../../framework/fields/sources';
import { mayUse } from '../../framework/routes';
import type { ColumnDef, FilterDef, ListConfig } from '../../framework/types';
import { basePathOf, catalogueApi, fieldOf } from './catalogueApi';
import { EditLink, FieldValue, stampText, type CatalogueRow } from './display';
import type { CatalogueColumn, CatalogueScreenConfig } from './types';

const column = (config: CatalogueScreenConfig, id: CatalogueColumn, defaultVisible: boolean): ColumnDef<CatalogueRow> => {
  const base = basePathOf(config);
  switch (id) {
    case 'serial':
      return { id, label: '#', width: 56, defaultVisible, render: (_r, c) => c.serial };
    case 'id':
      return { id, label: 'Id', sortField: 'id', width: 80, defaultVisible, render: (r) => r.id, exportValue: (r) => r.id };
    case 'createdAt':
    case 'updatedAt': {
      const stamp = id === 'createdAt' ? 'createdAt' : 'updatedAt';
      return {
        id,
        label: stamp === 'createdAt' ? 'Created' : 'Updated',
        sortField: stamp,
        width: 120,
        defaultVisible,
        render: (r) => stampText(stamp, r, false),
        exportValue: (r) => stampText(stamp, r, false),
      };
    }
    case 'show':
      return { id, label: 'Show', width: 96, defaultVisible, hiddenFor: (v) => !mayUse(v, config.permission, 'view'), render: (_r, c) => createElement(ShowLink, { to: c.showPath }) };
    case 'edit':
      return { id, label: 'Edit', width: 96, defaultVisible, hiddenFor: (v) => !mayUse(v, config.permission, 'update'), render: (r) => createElement(EditLink, { to: `${base}/${r.id}` }) };
  }
  const field = fieldOf(config, id);
  if (!field) throw new Error(`${config.resource}: no field ${id}`);
  const numeric = field.kind === 'number' || field.kind === 'money';
  return {
    id,
    label: field.label,
    sortField: field.name,
    ...(field.kind === 'text' || field.kind === 'multiline' ? { flex: 1, minWidth: 180 } : { width: field.kind === 'reference' ? 180 : 130 }),
    ...(numeric ? { align: 'right' as const } : {}),
    defaultVisible,
    render: (r) => createElement(FieldValue, { field, row: r }),
    ...(field.kind === 'reference' ? { reference: { source: field.source, idOf: (r: CatalogueRow) => r[field.name] as number | null } } : {}),
  };
};

const filter = (config: CatalogueScreenConfig, key: string): FilterDef => {
  if (key === 'search') return { kind: 'text', key: 'q', label: 'Search', alwaysOn: true, toQuery: (v) => (v.trim() ? { q: v.trim() } : {}) };
  const field = fieldOf(config, key);
  if (!field) throw new Error(`${config.resource}: no filter field ${key}`);
  const by = (v: unknown) => ({ [field.name]: v });
  switch (field.kind) {
    case 'country':
      return { kind: 'select', key, label: field.label, alwaysOn: true, choices: COUNTRY_CHOICES, toQuery: (v) => by(Number(v)) };
    case 'choice':
      return { kind: 'select', key, label: field.label, alwaysOn: true, choices: field.choices.map((c) => ({ id: c, name: c })), toQuery: by };
    case 'boolean':
      return { kind: 'select', key, label: field.label, alwaysOn: true, choices: YES_NO, toQuery: by };
    case 'reference':
      return { kind: 'select', key, label: field.label, alwaysOn: true, source: field.source, toQuery: (v) => by(Number(v)) };
    default:
      return { kind: 'text', key, label: field.label, alwaysOn: true, toQuery: by };
  }
};

const configs = new Map<string, ListConfig<CatalogueRow>>();

/** The framework's list configuration of a catalogue resource (one object per resource, so lists keep their state). */
export const catalogueListConfig = (config: CatalogueScreenConfig): ListConfig<CatalogueRow> => {
  const known = configs.get(config.resource);
  if (known) return known;
  const made: ListConfig<CatalogueRow> = {
    api: catalogueApi(config),
    title: config.title,
    columnsKey: config.columnsKey,
    columns: [...config.list.columns.map((c) => column(config, c, true)), ...(config.list.hidden ?? []).map((c) => column(config, c, false))],
    defaultSort: config.list.sort,
    perPageOptions: config.list.perPage,
    defaultPerPage: config.list.defaultPerPage,
    filters: config.list.filters.map((f) => filter(config, f)),
    canCreate: (v) => mayUse(v, config.permission, 'create'),
  };
  configs.set(config.resource, made);
  return made;
};
