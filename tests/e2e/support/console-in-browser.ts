import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { ensureWebBuild, openBrowser, type BrowserSession } from './browser.js';

export interface ConsoleInBrowser {
  /** The running server (set once the suite's beforeAll ran). */
  readonly app: () => TestApp;
  /** A fresh browser on the console; closed after the test, which fails if the page logged errors. */
  readonly open: () => Promise<Page>;
}

/**
 * The suite around a browser test file: one server with the demo users and `customers` customers, serving the
 * built console, and one browser at a time (the machines have 2 cores).
 */
export const consoleInBrowser = (customers: number): ConsoleInBrowser => {
  let app: TestApp | undefined;
  let browser: BrowserSession | undefined;
  beforeAll(async () => {
    app = await startTestApp(customers, ensureWebBuild());
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async () => {
    const errors = browser?.errors ?? [];
    await browser?.close();
    browser = undefined;
    expect(errors).toEqual([]);
  });
  return {
    app: () => {
      if (!app) throw new Error('the server is not started yet');
      return app;
    },
    open: async () => {
      browser = await openBrowser((app as TestApp).url);
      return browser.page;
    },
  };
};

/** Retries an assertion until it holds (the console refreshes live) or the time is up. */
export { eventually } from '../../support/eventually.js';
