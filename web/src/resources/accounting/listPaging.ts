import type { ListConfig, RecordBase } from '../../framework/types';
import { defineList } from '../../framework/screens/list';

/** Every accounting list pages by 10, 25, 50 or 100, 10 at first (spec 3 §2). */
export const accountingList = <R extends RecordBase>(
  config: Omit<ListConfig<R>, 'perPageOptions' | 'defaultPerPage'>,
): ListConfig<R> => defineList({ perPageOptions: [10, 25, 50, 100], defaultPerPage: 10, ...config });
