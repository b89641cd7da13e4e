// The history context's public surface: its module. Its facts (a record as of a revision) are in history.facts.ts.
export { HistoryModule } from './history.module.js';
