import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO = path.resolve(here, '../../..');
export const WEB_DIST = path.join(REPO, 'web/dist');
export const SCREENSHOTS = path.resolve(here, '../screenshots');

/** ARCHITECTURE §9: Debian's chromium, headless, nothing fetched from outside. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests need the built console (web/dist). `npm test` builds it first; run alone, the tests build it
 * when it is missing.
 */
export const ensureWebBuild = (): string => {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO, stdio: 'inherit' });
  }
  return WEB_DIST;
};

/**
 * One chromium for a whole test file: launching one costs about a second more than a new context, and under a CI
 * run's load several, for each of the ~80 browser tests. Each test gets its own context (openBrowser), which is as
 * isolated as a fresh profile: its own cookies, local storage and HTTP cache.
 */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors of the page (failed loads excluded), to assert a clean run. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** A fresh context of `browser` (nothing kept from another test's) with one page on the console at `baseUrl`. */
export const openBrowser = async (
  browser: Browser,
  baseUrl: string,
  /** The browser's language (navigator.language), e.g. 'ar-AE'; chromium's own when absent. */
  locale?: string,
): Promise<BrowserSession> => {
  const context = await browser.newContext({
    ...(locale ? { locale } : {}),
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl,
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  return { context, page, errors, close: () => context.close() };
};

export const DEMO_PASSWORD = 'demo1234';

/** Fill and send the sign-in form. */
export const submitSignIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** Sign in `<role>@demo.test` from the sign-in page and wait for the shell. */
export const signIn = async (page: Page, role: string, startAt = '/'): Promise<void> => {
  await page.goto(`/#${startAt}`);
  await page.getByLabel('Username').waitFor();
  await submitSignIn(page, role.includes('@') ? role : `${role}@demo.test`, DEMO_PASSWORD);
  await page.getByTestId('sidebar').waitFor();
};

export const screenshot = async (page: Page, name: string): Promise<void> => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // The header is fixed: a full-page capture from a scrolled page would draw it mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
};

/** The notifications on screen, as text. */
export const notifications = (page: Page) => page.getByTestId('notification');
