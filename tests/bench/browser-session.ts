import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { PROBE_SCRIPT, type ActionTiming, type LoadMark } from './browser-probe.js';

/** ARCHITECTURE §9, as in tests/e2e: Debian's chromium, headless, nothing fetched from outside. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const VIEWPORT = { width: 1440, height: 900 };

/** What the console's build is made from: a file of these newer than web/dist/index.html makes the build stale. */
const BUILD_INPUTS = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'contracts/src'];

const newestMtime = (p: string): number => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newestMtime(path.join(p, name))), stat.mtimeMs);
};

export interface WebBuild {
  /** A private copy of web/dist, which the bench's consoles serve. */
  readonly dist: string;
  /** Which build: when it was made and its entry file. */
  readonly note: string;
  /** Removes the copy. */
  remove(): void;
}

/**
 * The built console the server serves (web/dist), as `npm test` makes it: built here when it is missing or older
 * than its sources, so the figures are those of the code in the tree. The bench serves a copy of it: `npm test`
 * or `npm run build` elsewhere empties and rewrites web/dist, and a chunk gone in the middle of a page load would
 * stop the run.
 */
export const ensureWebBuild = (repository: string, log: (line: string) => void): WebBuild => {
  const dist = path.join(repository, 'web/dist');
  const index = path.join(dist, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(path.join(repository, p))));
  let built = `web/dist built ${new Date(builtAt).toISOString().slice(0, 16)}Z`;
  if (builtAt === 0 || builtAt < sources) {
    log(
      builtAt === 0
        ? 'browser: web/dist missing, npm run build -w web'
        : 'browser: web/dist older than its sources, npm run build -w web',
    );
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repository, stdio: ['ignore', 'inherit', 'inherit'] });
    built = 'web/dist built in this run';
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-web-'));
  fs.cpSync(dist, copy, { recursive: true });
  const entry =
    /src="\/assets\/([^"]+\.js)"/.exec(fs.readFileSync(path.join(copy, 'index.html'), 'utf8'))?.[1] ?? 'unknown entry';
  return {
    dist: copy,
    note: `${built} (entry ${entry})`,
    remove: () => fs.rmSync(copy, { recursive: true, force: true }),
  };
};

let version: string | undefined;
export const chromiumVersion = (): string => {
  try {
    // Debian's wrapper script complains on stderr about its environment; the version is on stdout.
    version ??= execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    version = CHROMIUM;
  }
  return version;
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });

export interface BenchPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Errors the page reported (uncaught exceptions, console errors other than failed loads). */
  readonly errors: string[];
  close(): Promise<void>;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A fresh context (empty HTTP cache, its own renderer processes) on the console at `baseUrl`, with the bench's timer
 * in every page; its local storage empty, or `storageState`'s (another context's signed-in session).
 */
export const openPage = async (browser: Browser, baseUrl: string, storageState?: StorageState): Promise<BenchPage> => {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    baseURL: baseUrl,
    // The bench's waits and timers are expressions evaluated in the page (playwright compiles a string predicate
    // with `new Function`), which the console's Content-Security-Policy (script-src 'self') refuses; the policy is
    // not what is measured.
    bypassCSP: true,
    ...(storageState ? { storageState } : {}),
  });
  context.setDefaultTimeout(30_000);
  await context.addInitScript({ content: PROBE_SCRIPT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  return { context, page, errors, close: () => context.close() };
};

export const BENCH_PASSWORD = 'demo1234';

/** Signs in through the sign-in page (the password hashed by the page, as a user's is) and waits for the shell. */
export const signInThroughUi = async (page: Page, email: string): Promise<void> => {
  await page.goto('/#/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(BENCH_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('sidebar').waitFor();
};

/**
 * A full page load of `hashPath` timed from the start of the navigation to the mark named: a new document (by way
 * of about:blank, so even a hash-only change of URL loads the page again).
 */
export const timeLoad = async (
  page: Page,
  hashPath: string,
  mark: 'signInForm' | 'listRows' | 'historyRows' | 'analyticsShown',
): Promise<LoadMark> => {
  await page.goto('about:blank');
  await page.goto(`/#${hashPath}`);
  await page.waitForFunction(`window.__bench?.marks?.${mark}?.frame !== undefined`, undefined, { polling: 50 });
  return page.evaluate<LoadMark>(`window.__bench.marks.${mark}`);
};

/**
 * Times one action in the page: `test` (a JavaScript expression over `document`, true once the action's result is
 * on screen) is armed first, then `act` does the input, and the clock runs from that input's event to the frame
 * after `test` held.
 */
export const timeAction = async (
  page: Page,
  kind: 'click' | 'enter' | 'type',
  test: string,
  act: () => Promise<void>,
  timeoutMs = 30_000,
): Promise<ActionTiming> => {
  await page.evaluate(`window.__bench.arm(${JSON.stringify(kind)}, () => (${test}))`);
  await act();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([page.evaluate('window.__bench.result()'), timeout]);
    if (answer !== 'timeout') return answer as ActionTiming;
  } finally {
    clearTimeout(timer);
  }
  const state = await page.evaluate(SCREEN_STATE).catch((e: unknown) => String(e));
  throw new Error(
    `nothing new on screen ${timeoutMs / 1000} s after the ${kind} (test: ${test}); the page: ${JSON.stringify(state)}`,
  );
};

/** What is on screen, for a failure's message. */
const SCREEN_STATE = `({
  url: location.href,
  list: document.querySelector('[data-testid="resource-list"]')?.getAttribute('data-list-status') ?? null,
  query: document.querySelector('[data-testid="resource-list"]')?.getAttribute('data-query') ?? null,
  rows: document.querySelectorAll('[role="row"][data-id]').length,
  notices: Array.from(document.querySelectorAll('[data-testid="notification"]')).map((e) => e.textContent),
  api: performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).slice(-5).map((e) => [e.name, Math.round(e.startTime), Math.round(e.responseEnd)]),
})`;
