import type { BulkAction, ListConfig, RecordBase, Viewer } from '../types';

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

/** A bulk action that hands the ticked ids to a dialog or form of the screen's own instead of calling the server. */
export const openingAction = (
  id: string,
  label: string,
  allowed: (viewer: Viewer) => boolean,
  open: (ids: readonly (string | number)[]) => void,
): BulkAction => ({ id, label, path: '', notice: () => '', allowed, open });
