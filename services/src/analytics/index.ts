export { AnalyticsModule } from './analytics.module.js';
