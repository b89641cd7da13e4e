/**
 * Helpers for tests and benchmarks (the relay suites' fixtures, the seed's bounded concurrency): the entry
 * `@console/services/testing`, so the package's public entry offers only what the product runs on. The benchmarks
 * themselves are in tests/bench.
 */
export * from './relay/relay-fixtures.js';
export { pool } from './seed/seed-commands.js';
