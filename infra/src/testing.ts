/**
 * Test and benchmark helpers (scratch databases, append benchmarks): the entry `@console/infra/testing`, so the
 * package's public entry offers the product only what it runs on.
 */
export * from './database/test-database.js';
export * from './event-store/append-benchmark.js';
