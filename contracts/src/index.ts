export * from './events/envelope.js';
export * from './events/position.js';
