import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { USER_EVENT_CODECS } from '../../customers/user.codecs.js';
import { userDecider } from '../../customers/user.decider.js';
import { ORDER_EVENT_CODECS } from '../order.codecs.js';
import { orderDecider, type OrderFacts } from '../order.decider.js';
import type { OrderCommandResult } from './create-order.handler.js';
import { orderActorOf } from './order-actor.js';
import { OrderActionCommand } from './order-commands.js';

/**
 * Every action of the lifecycle table on one order: the decider folds the stream and decides with the table.
 * Complete also reads whether the customer has postpaid invoicing, from the customer's own stream.
 */
@CommandHandler(OrderActionCommand)
export class OrderActionHandler implements ICommandHandler<OrderActionCommand, OrderCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, command, page, ctx }: OrderActionCommand): Promise<OrderCommandResult> {
    const facts: OrderFacts = command.type === 'CompleteOrder' ? await this.completionFacts(id) : {};
    const handled = await this.repository.handle(
      orderDecider,
      ORDER_EVENT_CODECS,
      id,
      { type: command.type, command, page, actor: orderActorOf(ctx), facts },
      ctx,
    );
    return { id, position: handled.position, events: handled.events };
  }

  private async completionFacts(id: number): Promise<OrderFacts> {
    const { state } = await this.repository.load(orderDecider, ORDER_EVENT_CODECS, id);
    const userId = state.order?.userId;
    if (userId == null) return {};
    const user = await this.repository.load(userDecider, USER_EVENT_CODECS, userId);
    return { customerPostpaid: user.state?.profile.isPostpaidInvoiceEnabled ?? false };
  }
}
