import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { COMMISSION_SLAB_RESOURCE, COUPON_RESOURCE, OFFER_RESOURCE } from '@console/contracts';
import { resourceController } from '../core/resources/resource.controller.js';
import { CreateOrderHandler } from './commands/create-order.handler.js';
import { OrderActionHandler } from './commands/order-action.handler.js';
import { OrdersController } from './orders.controller.js';
import { QuoteController } from './quote.controller.js';
import { SalesCalendarController } from './sales-calendar.controller.js';

@Module({
  imports: [CqrsModule],
  controllers: [
    OrdersController,
    SalesCalendarController,
    QuoteController,
    resourceController(COUPON_RESOURCE),
    resourceController(OFFER_RESOURCE),
    resourceController(COMMISSION_SLAB_RESOURCE),
  ],
  providers: [CreateOrderHandler, OrderActionHandler],
})
export class SalesModule {}
