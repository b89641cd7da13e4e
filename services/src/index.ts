export * from './app/start-infrastructure.js';
export * from './app/create-app.js';
export * from './seed/seed.js';
export * from './core/infrastructure.js';
export * from './relay/relay.js';
export * from './relay/relay-checkpoint.js';
export * from './relay/relay-benchmark.js';
