import type { ResourceApi } from '../../framework/types';

/**
 * The partners as the page's toggles write them: the same record key ('partners:<id>') and read table as the
 * configured show page's `screenApi`, so the page shows the answer of a toggle.
 */
export const partnersApi: ResourceApi = {
  name: 'partners',
  recordPath: '/api/partners',
  tables: ['rm.partners'],
  model: 'partner',
};
