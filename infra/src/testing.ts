/**
 * Test and benchmark helpers (scratch databases, append benchmarks): the entry `@console/infra/testing`, so the
 * package's public entry offers the product only what it runs on.
 */
export * from './database/test-database.js';
export * from './event-store/append-benchmark.js';
// The store's own single-append statement, for the write bench's statements-alone server.
export { appendOneQuery } from './event-store/postgres/append-one.sql.js';
