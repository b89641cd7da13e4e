import type { CreateOrderBody, OrderCommand, OrderPage } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';

/** Create a lead (page 'lead', POST /api/leads) or an order (page 'order', POST /api/orders). */
export class CreateOrderCommand {
  constructor(
    readonly page: OrderPage,
    readonly body: CreateOrderBody,
    readonly ctx: CommandContext,
  ) {}
}

/** Any action of the lifecycle table on the record `id`, from the page it was used on. */
export class OrderActionCommand {
  constructor(
    readonly id: number,
    readonly command: Exclude<OrderCommand, { type: 'CreateOrder' }>,
    readonly page: OrderPage,
    readonly ctx: CommandContext,
  ) {}
}
