export * from './config/config.js';
export * from './database/embedded-postgres.js';
export * from './database/pg-pool.js';
export * from './database/test-database.js';
export * from './event-store/event-store.port.js';
export * from './event-store/event-store.errors.js';
