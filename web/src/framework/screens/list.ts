import type { ListConfig, RecordBase } from '../types';

type Paging = 'defaultSort' | 'perPageOptions' | 'defaultPerPage';

/**
 * A list screen's configuration with the console's usual paging: newest first (id descending), 10 a page of
 * 10, 20, 50 or 100 (spec 2 §9); a list that pages otherwise says so.
 */
export const defineList = <R extends RecordBase>(
  config: Omit<ListConfig<R>, Paging> & Partial<Pick<ListConfig<R>, Paging>>,
): ListConfig<R> => ({
  defaultSort: { field: 'id', order: 'DESC' },
  perPageOptions: [10, 20, 50, 100],
  defaultPerPage: 10,
  ...config,
});
