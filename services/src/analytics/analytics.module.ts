import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller.js';

/** The analytics context: reads the analytics projection's facts; no other context imports it. */
@Module({ controllers: [AnalyticsController] })
export class AnalyticsModule {}
