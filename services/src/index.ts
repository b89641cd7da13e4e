export * from './app/start-infrastructure.js';
export * from './app/create-app.js';
export * from './seed/seed.js';
export * from './core/infrastructure.js';
