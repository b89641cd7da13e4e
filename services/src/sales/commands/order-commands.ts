import type { CreateOrderBody, OrderCommand, OrderDocument, OrderPage } from '@console/contracts';
import type { CommandContext } from '../../core/command-context.js';

/** Create a lead (page 'lead', POST /api/leads) or an order (page 'order', POST /api/orders). */
export class CreateOrderCommand {
  constructor(
    readonly page: OrderPage,
    readonly body: CreateOrderBody,
    readonly ctx: CommandContext,
  ) {}
}

export type OrderActionCommandType = Exclude<OrderCommand, { type: 'CreateOrder' }>;

/**
 * The action, or how to choose it from the record as its stream stands: a PATCH means a different action for a
 * different status (contracts' orderCommandOfPatch). It may throw a DomainException (a refused PATCH form).
 */
export type OrderActionChoice = OrderActionCommandType | ((order: OrderDocument) => OrderActionCommandType);

/** Which records a caller reaches: a partner user only its partner's (another's answers 404, as if absent). */
export interface OrderCommandScope {
  readonly partnerId?: number;
}

/** Any action of the lifecycle table on the record `id`, from the page it was used on. */
export class OrderActionCommand {
  constructor(
    readonly id: number,
    readonly command: OrderActionChoice,
    readonly page: OrderPage,
    readonly ctx: CommandContext,
    readonly scope: OrderCommandScope = {},
  ) {}
}
