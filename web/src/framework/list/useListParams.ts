import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FilterValues, ListConfig, ListVariant, RecordBase, SortOrder } from '../types';

export interface ListParams {
  readonly filters: FilterValues;
  readonly page: number;
  readonly perPage: number;
  readonly sort: string;
  readonly order: SortOrder;
}

const positiveInt = (s: string | null): number | undefined => {
  const n = Number(s);
  return s !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const parseFilters = (s: string | null): FilterValues | undefined => {
  if (s === null) return undefined;
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as FilterValues) : {};
  } catch {
    return {};
  }
};

const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(isEmpty));

/** Filters without their empty values. */
export const compactFilters = (filters: FilterValues): FilterValues =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => !isEmpty(v)));

/**
 * Filters, page, page size and sort of a list, kept in the URL (`?filter={...}&page=2&perPage=20&sort=id&order=DESC`)
 * so Back returns to the same view. A URL without `filter` takes the variant's preset filters.
 */
export const useListParams = <R extends RecordBase>(config: ListConfig<R>, variant: ListVariant) => {
  const [search, setSearch] = useSearchParams();
  const params: ListParams = useMemo(() => {
    const perPage = positiveInt(search.get('perPage'));
    const order = search.get('order');
    return {
      filters: parseFilters(search.get('filter')) ?? variant.defaultFilters ?? {},
      page: positiveInt(search.get('page')) ?? 1,
      perPage: perPage !== undefined && config.perPageOptions.includes(perPage) ? perPage : config.defaultPerPage,
      sort: search.get('sort') ?? config.defaultSort.field,
      order: order === 'ASC' || order === 'DESC' ? order : config.defaultSort.order,
    };
  }, [search, config, variant.defaultFilters]);

  const update = useCallback(
    (patch: Partial<ListParams>) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (patch.filters !== undefined) {
            next.set('filter', JSON.stringify(compactFilters(patch.filters)));
            if (patch.page === undefined) next.set('page', '1');
          }
          if (patch.page !== undefined) next.set('page', String(patch.page));
          if (patch.perPage !== undefined) {
            next.set('perPage', String(patch.perPage));
            if (patch.page === undefined) next.set('page', '1');
          }
          if (patch.sort !== undefined) next.set('sort', patch.sort);
          if (patch.order !== undefined) next.set('order', patch.order);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [params, update] as const;
};
