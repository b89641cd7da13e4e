import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isPostpaid, readOrderBilled } from '../../accounting/accounting.facts.js';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { readUser } from '../../customers/customers.facts.js';
import { ORDER_EVENT_CODECS } from '../order.codecs.js';
import { orderDecider, type OrderAggregate, type OrderDecision, type OrderFacts } from '../order.decider.js';
import type { OrderCommandResult } from './create-order.handler.js';
import { orderActorOf } from './order-actor.js';
import { OrderActionCommand } from './order-commands.js';

/**
 * The commands that ask for a task (spec 2 §7 'Create task'): the task's id is taken before deciding and rides on
 * the order's event; the task recorder (notifications/task-recorder.ts) records the task from it.
 */
const TASK_COMMANDS: ReadonlySet<string> = new Set(['SendQuote', 'SendThankYou', 'SendConfirmation']);
/**
 * The commands that read the customer's postpaid invoicing and the order's charges and invoices (accounting's
 * orderbilling stream): Complete, and Create Invoice / Create Charges.
 */
const CUSTOMER_COMMANDS: ReadonlySet<string> = new Set(['CompleteOrder', 'CreateInvoice']);

/**
 * Every action of the lifecycle table on one order: the decider folds the stream and decides with the table.
 * Whether the record exists for the caller (its partner), and which action a PATCH is, are read from the same
 * stream, never from the read model (which may lag behind a create just answered). Complete and Create Invoice
 * also read whether the customer has postpaid invoicing, from the customer's own stream, and whether charges or an
 * invoice name the order, from accounting's orderbilling stream. A task an event asks
 * for gets its id here; the task recorder records it from the committed event.
 */
@CommandHandler(OrderActionCommand)
export class OrderActionHandler implements ICommandHandler<OrderActionCommand, OrderCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ id, command: choice, page, ctx, scope }: OrderActionCommand): Promise<OrderCommandResult> {
    const handled = await this.repository.run({
      decider: orderDecider,
      codecs: ORDER_EVENT_CODECS,
      id,
      command: async (s: OrderAggregate): Promise<OrderDecision> => {
        const order = s.order;
        if (!order || (scope.partnerId !== undefined && order.partnerId !== scope.partnerId)) {
          throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
        }
        const command = typeof choice === 'function' ? choice(order) : choice;
        const facts: OrderFacts = {
          ...(CUSTOMER_COMMANDS.has(command.type) ? await this.customerFacts(order.userId) : {}),
          ...(CUSTOMER_COMMANDS.has(command.type) ? await this.billingFacts(id) : {}),
          ...(TASK_COMMANDS.has(command.type) ? { taskId: await this.infra.ids.next('task') } : {}),
        };
        return { type: command.type, command, page, actor: orderActorOf(ctx), facts };
      },
      ctx,
    });
    return { id, position: handled.position, events: handled.events, before: handled.previous.order };
  }

  /** The charges and invoices that name the order, from accounting's orderbilling stream. */
  private async billingFacts(id: number): Promise<OrderFacts> {
    return { billed: await readOrderBilled(this.infra.store, id) };
  }

  private async customerFacts(userId: number | null | undefined): Promise<OrderFacts> {
    if (userId == null) return {};
    const user = await readUser(this.infra.store, userId);
    // The customer's postpaid invoicing, or its partner's (spec 3 §2 partner toggle).
    return { customerPostpaid: user ? await isPostpaid(this.infra.store, user.profile) : false };
  }
}
