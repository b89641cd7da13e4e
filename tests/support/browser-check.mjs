// Plain ESM on purpose: read by jest.config.js and the global setup, outside Jest's transform.
import fs from 'node:fs';

/** The browser the browser tests drive (tests/e2e/support/browser.ts): Debian's chromium, or CHROMIUM_PATH. */
export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The one line `npm test` says when the browser is missing (issue 31). */
export const CHROMIUM_MISSING_LINE =
  "Browser tests need Debian's chromium: apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium binary)";

/** Whether the browser tests' browser is missing (not there, or not executable). */
export const chromiumMissing = (env = process.env) => {
  try {
    fs.accessSync(chromiumPath(env), fs.constants.X_OK);
    return false;
  } catch {
    return true;
  }
};

/**
 * Browser tests without a browser: on a developer's machine they are left out of the run (the line says why and
 * what to install); in CI (CI=true), which installs chromium itself (.ci/run), a missing one fails the run.
 */
export const skipBrowserTests = (env = process.env) => chromiumMissing(env) && env.CI !== 'true';
