import { DemoDataProgress } from './demo-data-progress.js';

describe('DemoDataProgress', () => {
  test('none until the seed begins; loading with the sum of its parts; ready with all done when finished', () => {
    const progress = new DemoDataProgress();
    expect(progress.status()).toEqual({ state: 'none', done: 0, total: 0 });
    progress.begin({ orders: 5_000, storages: 50_000 });
    progress.report('orders', 1_200);
    progress.report('storages', 300);
    expect(progress.status()).toEqual({ state: 'loading', done: 1_500, total: 55_000 });
    expect(progress.describe()).toBe('orders 1,200/5,000, storages 300/50,000');
    progress.finish();
    expect(progress.status()).toEqual({ state: 'ready', done: 55_000, total: 55_000 });
  });

  test('a report never goes backwards nor past its part, and an unknown part is ignored', () => {
    const progress = new DemoDataProgress();
    progress.begin({ requests: 100 });
    progress.report('requests', 60);
    progress.report('requests', 40);
    expect(progress.status().done).toBe(60);
    progress.report('requests', 150);
    progress.report('invoices', 10);
    expect(progress.status()).toEqual({ state: 'loading', done: 100, total: 100 });
  });
});
