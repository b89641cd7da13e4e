import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateOrderHandler } from './commands/create-order.handler.js';
import { OrderActionHandler } from './commands/order-action.handler.js';
import { OrdersController } from './orders.controller.js';
import { QuoteController } from './quote.controller.js';
import { SalesCalendarController } from './sales-calendar.controller.js';
import { SurveysController } from './surveys/surveys.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [OrdersController, SalesCalendarController, QuoteController, SurveysController],
  providers: [CreateOrderHandler, OrderActionHandler],
})
export class SalesModule {}
