import type { Browser, Page } from 'playwright-core';
import type { InfrastructureExtras } from '@console/services';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { ensureWebBuild, launchBrowser, openBrowser, type BrowserSession } from './browser.js';

export interface ConsoleInBrowser {
  /** The running server (set once the suite's beforeAll ran). */
  readonly app: () => TestApp;
  /**
   * A fresh browser context on the console (in the browser language `locale` if given); closed after the test, which
   * fails if the page logged errors.
   */
  readonly open: (locale?: string) => Promise<Page>;
}

/**
 * The suite around a browser test file: one server with the demo users and `customers` customers, serving the
 * built console, and one chromium, started beside the server, in which each test opens its own context (its own
 * cookies and storage), one at a time (the machines have 2 cores). `extras`: the notifier, for a test that sends.
 */
export const consoleInBrowser = (customers: number, extras: InfrastructureExtras = {}): ConsoleInBrowser => {
  let app: TestApp | undefined;
  let chromium: Browser | undefined;
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    [app, chromium] = await Promise.all([startTestApp(customers, ensureWebBuild(), 0, extras), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await session?.close();
    await chromium?.close();
    await app?.stop();
  });
  afterEach(async () => {
    const errors = session?.errors ?? [];
    await session?.close();
    session = undefined;
    expect(errors).toEqual([]);
  });
  return {
    app: () => {
      if (!app) throw new Error('the server is not started yet');
      return app;
    },
    open: async (locale?: string) => {
      // A browser that died in an earlier test is launched again, so one crash fails one test, not the rest.
      if (!chromium?.isConnected()) chromium = await launchBrowser();
      session = await openBrowser(chromium, (app as TestApp).url, locale);
      // The suites share the 2 cores with each other and the benchmarks: a wait may take longer than the default.
      session.page.context().setDefaultTimeout(30_000);
      return session.page;
    },
  };
};

/** Retries an assertion until it holds (the console refreshes live) or the time is up. */
import { eventually } from '../../support/eventually.js';

export { eventually };

/** Waits for what the read models show (an answer may come before they caught up under load). */
export const settled = (check: () => Promise<void>): Promise<void> => eventually(check, 30_000);
