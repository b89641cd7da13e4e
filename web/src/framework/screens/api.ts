import { CATALOGUE_RESOURCES } from '@console/contracts';
import type { ResourceApi } from '../types';
import type { ScreenField, ScreenConfig } from './types';

const apis = new Map<string, ResourceApi>();

/**
 * A catalogue resource as the framework reads and writes it: the generic `GET /api/<resource>` (or its list call),
 * its read table for live refresh, and its event stream category for the Comments and History tabs.
 */
export const screenApi = (config: ScreenConfig): ResourceApi => {
  const known = apis.get(config.resource);
  if (known) return known;
  const spec = CATALOGUE_RESOURCES[config.resource];
  const api: ResourceApi = {
    name: config.resource,
    recordPath: `/api/${config.resource}`,
    tables: [`rm.${spec.table}`],
    model: spec.category,
    ...(config.listCall ? { listPath: config.listCall.path, fallback: config.listCall.fallback } : {}),
  };
  apis.set(config.resource, api);
  return api;
};

export const fieldOf = (config: ScreenConfig, name: string): ScreenField | undefined =>
  config.fields.find((f) => f.name === name);

export const basePathOf = (config: ScreenConfig): string => `/${config.resource}`;

/** Where a save leads (':id' is the saved record's): the list, or its show page when the resource has one. */
export const afterSavePath = (config: ScreenConfig, target: 'list' | 'show'): string =>
  target === 'show' && config.show ? `${basePathOf(config)}/:id/show` : basePathOf(config);

/** The fields of the create or the edit form, in order. */
export const formFieldNames = (config: ScreenConfig, mode: 'create' | 'edit'): readonly string[] =>
  mode === 'edit' && config.editForm ? config.editForm : config.form;

/** Whether the resource has an edit page (spec 2 §2 blocked slots: create and delete only). */
export const hasEditPage = (config: ScreenConfig): boolean => formFieldNames(config, 'edit').length > 0;
