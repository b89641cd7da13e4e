import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  applyOrderCreateDefaults,
  DEFAULT_PARTNER_ID,
  hasPermission,
  validateLeadCreate,
  validateOrderCreate,
  validationError,
  type CreateOrderBody,
  type GlobalPosition,
  type OrderDocument,
  type OrderRuleInput,
} from '@console/contracts';
import { AggregateRepository, type Handled } from '../../core/aggregate-repository.js';
import { lastPosition } from '../../core/compensated-appends.js';
import { DomainException } from '../../core/domain.exception.js';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { readUser } from '../../customers/customers.facts.js';
import { prepareRegistration } from '../../customers/index.js';
import { ORDER_EVENT_CODECS } from '../order.codecs.js';
import { orderDecider, type OrderAggregate } from '../order.decider.js';
import { orderActorOf } from './order-actor.js';
import { CreateOrderCommand } from './order-commands.js';

export const customerNotFound = (id: number) => `No customer found for id '${id}'`;

export interface OrderCommandResult {
  readonly id: number;
  /** Position of the last appended event; undefined when the command changed nothing. */
  readonly position: GlobalPosition | undefined;
  readonly events: readonly { readonly type: string }[];
  /** The record as the command found it on its stream (a delete answers it when the read model lags). */
  readonly before?: OrderDocument | null;
}

/**
 * Create a lead or an order (spec 2 §5). The create defaults (contracts) are applied and the form validated first;
 * a new customer is registered with the customers' own registration (so its e-mail reservation and rules hold)
 * and the record is created for that user; an existing customer is named by userId. Ids come from the 'order'
 * sequence. All or nothing (issue 11): every part is decided before the first append, and a failed append undoes
 * the ones before it.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand, OrderCommandResult> {
  private readonly repository: AggregateRepository;

  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {
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
    // The whole command is decided before its first append: the new customer's registration (rules, e-mail,
    // its id) and the order for that id.
    const registration =
      defaulted.existingCustomer === true
        ? undefined
        : await prepareRegistration(
            this.infra,
            this.repository,
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
          );
    const userId = registration?.id ?? defaulted.userId ?? null;
    // An existing customer must exist: on its own stream, which a customer registered a moment ago is on already.
    if (registration === undefined && userId !== null && (await readUser(this.infra.store, userId)) === null) {
      throw new DomainException(validationError([{ path: 'userId', message: customerNotFound(userId) }]));
    }
    const id = await this.infra.ids.next('order');
    const order = await this.repository.decide({
      decider: orderDecider,
      codecs: ORDER_EVENT_CODECS,
      id,
      command: {
        type: 'CreateOrder',
        command: { type: 'CreateOrder', page, id, body: { ...defaulted, userId } },
        page,
        actor: orderActorOf(ctx),
      },
      ctx,
      // Withdraws the record a failed command created: LeadDeleted, as the command that undoes it says.
      compensate: () => ({ command: 'UndoCreateOrder', events: [{ type: 'LeadDeleted', data: { id } }] }),
    });
    // The order before UserRegistered: the part most likely to be refused by the store (the largest event) goes
    // first, where only the e-mail reservation has to be given back; a registration nothing can undo goes last.
    const results = await this.repository.runAll(
      registration ? [registration.reservation, order, registration.user] : [order],
    );
    const handled = results[registration ? 1 : 0] as Handled<OrderAggregate>;
    return { id, position: lastPosition(results), events: handled.events };
  }
}
