/**
 * Test and benchmark helpers (scratch databases; the benchmarks themselves are in tests/bench): the entry
 * `@console/infra/testing`, so the package's public entry offers the product only what it runs on.
 */
export * from './database/test-database.js';
// The store's own single-append statement and its parameters, for the append benchmarks and the write bench's
// statements-alone server.
export { appendOneQuery, oneEventValues } from './event-store/postgres/append-one.sql.js';
