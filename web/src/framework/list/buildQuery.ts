import type { FilterDef, FilterValues, ListQuery, Viewer } from '../types';
import type { ListParams } from './useListParams';
import { compactFilters } from './useListParams';

/** The list call's body: paging, sort, the list's own filters and each filter value through its definition. */
export const buildQuery = (
  params: ListParams,
  filters: readonly FilterDef[],
  viewer: Viewer,
  base: Record<string, unknown> = {},
): ListQuery => {
  const body: Record<string, unknown> = { ...base };
  const values: FilterValues = compactFilters(params.filters);
  for (const def of filters) {
    if (def.hiddenFor?.(viewer)) continue;
    const v = values[def.key];
    if (v === undefined) continue;
    Object.assign(body, (def.toQuery as (x: unknown) => Record<string, unknown>)(v));
  }
  return { ...body, limit: params.perPage, page: params.page, sortBy: params.sort, sortOrder: params.order };
};
