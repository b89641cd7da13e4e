import { CHROMIUM_MISSING_LINE, skipBrowserTests } from './tests/support/browser-check.mjs';

/** Jest in ESM mode (NestJS 12 is ESM-only) with @swc/jest; decorators and their metadata on for NestJS. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const skipBrowser = skipBrowserTests();
if (skipBrowser)
  console.log(`[tests] ${CHROMIUM_MISSING_LINE}; the browser tests (tests/e2e) are left out of this run`);

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@console/(contracts|infra|projections|services)$': '<rootDir>/$1/src/index.ts',
    '^@console/(infra|services)/testing$': '<rootDir>/$1/src/testing.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.woff2(\\?url)?$': '<rootDir>/tests/support/asset-url.cjs',
  },
  testMatch: [
    '<rootDir>/{contracts,infra,projections,services}/src/**/*.spec.ts',
    '<rootDir>/web/src/**/*.spec.{ts,tsx}',
    '<rootDir>/tests/**/*.spec.ts',
  ],
  // Without chromium the browser tests are left out, said in one line (tests/support/browser-check.mjs).
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...(skipBrowser ? ['<rootDir>/tests/e2e/'] : [])],
  globalSetup: '<rootDir>/tests/support/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/support/global-teardown.mjs',
  testTimeout: 120000,
  maxWorkers: 2,
  // A worker is restarted between files once its memory passes 2 GB (half the heap it may have): the suites' servers
  // leave memory behind, and a worker that kept it ran out of memory in a later file (CI run of 2026-11-30).
  workerIdleMemoryLimit: '2GB',
  // The longest files first (tests/support/suite-durations.txt), so the two workers finish together.
  testSequencer: '<rootDir>/tests/support/longest-first-sequencer.mjs',
  reporters: ['default', '<rootDir>/tests/support/slowest-suites-reporter.mjs'],
};
