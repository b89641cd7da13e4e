import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  applyOrderCreateDefaults,
  DEFAULT_PARTNER_ID,
  hasPermission,
  validateLeadCreate,
  validateOrderCreate,
  validationError,
  type CreateOrderBody,
  type GlobalPosition,
  type OrderRuleInput,
} from '@console/contracts';
import { AggregateRepository } from '../../core/aggregate-repository.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { RegisterUserCommand } from '../../customers/commands/register-user.command.js';
import type { CommandResult as UserCommandResult } from '../../customers/commands/register-user.handler.js';
import { ORDER_EVENT_CODECS } from '../order.codecs.js';
import { orderDecider } from '../order.decider.js';
import { orderActorOf } from './order-actor.js';
import { CreateOrderCommand } from './order-commands.js';

export interface OrderCommandResult {
  readonly id: number;
  /** Position of the last appended event; undefined when the command changed nothing. */
  readonly position: GlobalPosition | undefined;
  readonly events: readonly { readonly type: string }[];
}

/**
 * Create a lead or an order (spec 2 §5). The create defaults (contracts) are applied and the form validated first;
 * a new customer is then registered through the customers' RegisterUserCommand (so its e-mail reservation and
 * rules hold), and the record is created for that user; an existing customer is named by userId. Ids come from
 * the 'order' sequence.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand, OrderCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {
    this.repository = new AggregateRepository(infra.store);
  }

  async execute({ page, body, ctx }: CreateOrderCommand): Promise<OrderCommandResult> {
    const actor = ctx.actor;
    // Spec 2 §6: the partner picker on order create is staff's (default partner 1); a partner user's records are
    // its own partner's.
    const partnerId = actor?.isPartner
      ? actor.partnerId
      : actor === null || hasPermission(actor.permissions, 'staff')
        ? body.partnerId
        : DEFAULT_PARTNER_ID;
    const defaulted: CreateOrderBody = applyOrderCreateDefaults(
      { ...body, quoteVersion: body.quoteVersion ?? 1, ...(partnerId !== undefined ? { partnerId } : {}) },
      { userCountryId: actor?.countryId ?? null },
    );
    const input = defaulted as OrderRuleInput;
    const errors = page === 'lead' ? validateLeadCreate(input) : validateOrderCreate(input);
    if (errors.length > 0) throw new DomainException(validationError(errors));
    let userId = defaulted.userId ?? null;
    if (defaulted.existingCustomer !== true) {
      const registered = await this.commands.execute<RegisterUserCommand, UserCommandResult>(
        new RegisterUserCommand(
          {
            type: 'b2c',
            name: defaulted.name ?? '',
            email: defaulted.email ?? '',
            phone: defaulted.phone ?? '',
            ...(defaulted.persona ? { persona: defaulted.persona } : {}),
            ...(defaulted.countryId != null ? { countryId: defaulted.countryId } : {}),
            partnerId: defaulted.partnerId ?? DEFAULT_PARTNER_ID,
            ...(defaulted.source ? { source: defaulted.source } : {}),
          },
          ctx,
        ),
      );
      userId = registered.id;
    }
    const id = await this.infra.ids.next('order');
    const handled = await this.repository.handle(
      orderDecider,
      ORDER_EVENT_CODECS,
      id,
      {
        type: 'CreateOrder',
        command: { type: 'CreateOrder', page, id, body: { ...defaulted, userId } },
        page,
        actor: orderActorOf(ctx),
      },
      ctx,
    );
    return { id, position: handled.position, events: handled.events };
  }
}
