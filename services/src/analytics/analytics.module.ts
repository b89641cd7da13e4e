import { Module } from '@nestjs/common';
import { AffiliateCommissionsController } from './affiliate-commissions.controller.js';
import { AnalyticsController } from './analytics.controller.js';

/** The analytics context: reads the analytics and affiliate-commissions projections; no other context imports it. */
@Module({ controllers: [AnalyticsController, AffiliateCommissionsController] })
export class AnalyticsModule {}
