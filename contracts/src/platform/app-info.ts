import * as t from 'io-ts';

/**
 * How far the demo data of a first `npm start` is (issue 13): 'loading' while its large part is still being made
 * (the console is usable meanwhile, and lists fill as it arrives), 'ready' once all of it is there, 'none' when this
 * server made none (a store that had data, or SEED_ON_EMPTY=false). done and total count the demo records (leads and
 * orders, storages, requests) across the parts.
 */
export const DemoDataStatus = t.type({
  state: t.keyof({ none: null, loading: null, ready: null }),
  done: t.number,
  total: t.number,
});
export type DemoDataStatus = t.TypeOf<typeof DemoDataStatus>;

/** GET /api/v1/app-info: what the console shows before and beside sign-in. */
export const AppInfo = t.type({
  envLabel: t.string,
  demoData: DemoDataStatus,
});
export type AppInfo = t.TypeOf<typeof AppInfo>;
