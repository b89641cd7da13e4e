import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  can,
  CreateOrderBody,
  isAffiliateOnly,
  isOrderPatchRefusal,
  orderCommandOfPatch,
  OrdersListQuery,
  PatchOrderBody,
  validationError,
  type OrderCommand,
  type OrderDocument,
  type OrderPage,
} from '@console/contracts';
import type { Response } from 'express';
import * as t from 'io-ts';
import { commandContextOf as contextOf, type Actor } from '../core/command-context.js';
import { DomainException } from '../core/domain.exception.js';
import { decodeOrThrow } from '../core/http/decode.js';
import { parseGenericQuery } from '../core/http/generic-query.js';
import { acceptedNotYetReadable, awaitCommandEffects } from '../core/http/read-your-writes.js';
import { CurrentActor, RequirePermission, SignedIn } from '../core/auth/auth.decorators.js';
import type { OrderCommandResult } from './commands/create-order.handler.js';
import { CreateOrderCommand, OrderActionCommand, type OrderActionChoice } from './commands/order-commands.js';
import { BillOrderCommand, type BillOrderResult } from '../accounting/index.js';
import {
  ORDER_GENERIC_FIELDS,
  OrdersQueries,
  type OrderAnswer,
  type OrderScope,
  type OrdersScreen,
} from './orders.queries.js';
import { IdParam, Reply } from '../core/http/route-params.js';
import { CommandController } from '../core/http/command-controller.js';

type ActionCommand = Exclude<OrderCommand, { type: 'CreateOrder' }>;

/** Every order read and action goes through this scope: a partner's own partner, an affiliate's own orders. */
export const scopeOf = (actor: Actor): OrderScope => ({
  ...(actor.isPartner ? { partnerId: actor.partnerId } : {}),
  ...(isAffiliateOnly(actor.roles) ? { affiliateUserId: actor.id } : {}),
});
const resourceOf = (page: OrderPage): 'leads' | 'orders' => (page === 'lead' ? 'leads' : 'orders');

/** Which list the body asks for: `resource: 'leads'` is the leads screen (no default status filter). */
const ListResource = t.partial({ resource: t.keyof({ leads: null, orders: null }) });

/**
 * The actions that have no PATCH form in spec 2 §7 (the console sends a task or nothing for them): Send Quote (also
 * PATCH status quote_sent), Send Thank You, Send Confirmation, Assign To Me.
 */
const BUTTON_ACTIONS: Readonly<Record<string, (page: OrderPage) => ActionCommand>> = {
  sendQuote: (page) => ({ type: 'SendQuote', page }),
  sendThankYou: () => ({ type: 'SendThankYou' }),
  sendConfirmation: () => ({ type: 'SendConfirmation' }),
  assignToMe: () => ({ type: 'AssignToMe' }),
};

const forbidden = (resource: string, action: string) =>
  new DomainException({ kind: 'forbidden', message: `You do not have the ${resource}-${action} permission` });

/**
 * Leads and orders (spec 2 §2, §7 'Order and lead calls'): one aggregate and one read model, served under both
 * resources. `page` is the screen a call belongs to: /api/leads (the lead page's actions and wording) or
 * /api/orders (the order page's). Every write answers after the read models caught up (X-Read-Your-Writes).
 */
@ApiTags('sales')
@ApiBearerAuth()
@Controller()
export class OrdersController extends CommandController {
  private readonly queries = new OrdersQueries(this.infra.db);

  @Post('api/v1/orders/list')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      "Orders and leads list call (spec 1 §7.2): { resource: 'orders' (default; no status and no user filter shows confirmed, complete, cancelled) | 'leads' (no default) } and the filters",
  })
  @ApiBody({
    schema: {
      example: { limit: 10, page: 1, sortBy: 'id', sortOrder: 'DESC', statuses: ['confirmed'], countryIds: [1] },
    },
  })
  list(@Body() body: unknown, @CurrentActor() actor: Actor) {
    const screen: OrdersScreen = decodeOrThrow(ListResource, body ?? {}).resource ?? 'orders';
    if (!can(actor.permissions, screen, 'list')) throw forbidden(screen, 'list');
    return this.queries.list(decodeOrThrow(OrdersListQuery, body ?? {}), screen, scopeOf(actor));
  }

  @Post('api/v1/leads/list')
  @HttpCode(200)
  @RequirePermission('leads', 'list')
  @ApiOperation({ summary: "The leads list: the orders list call with resource 'leads' (no default status filter)" })
  listLeads(@Body() body: unknown, @CurrentActor() actor: Actor) {
    return this.queries.list(decodeOrThrow(OrdersListQuery, body ?? {}), 'leads', scopeOf(actor));
  }

  @Get('api/orders')
  @RequirePermission('orders', 'list')
  @ApiOperation({
    summary: 'Generic orders find: field filters, [$gte] [$lte] [$gt] [$lt] [$in] [$nin] [$ne], $limit, $skip, $sort',
  })
  findOrders(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      parseGenericQuery(query, ORDER_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      scopeOf(actor),
    );
  }

  @Get('api/leads')
  @RequirePermission('leads', 'list')
  @ApiOperation({ summary: 'Generic leads find (the same records as orders)' })
  findLeads(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    return this.queries.find(
      parseGenericQuery(query, ORDER_GENERIC_FIELDS, { column: 'id', direction: 'desc' }),
      scopeOf(actor),
    );
  }

  @Get('api/orders/:id')
  @RequirePermission('orders', 'view')
  getOrder(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<OrderAnswer> {
    return this.readOrNotFound(id, scopeOf(actor));
  }

  @Get('api/leads/:id')
  @RequirePermission('leads', 'view')
  getLead(@IdParam() id: number, @CurrentActor() actor: Actor): Promise<OrderAnswer> {
    return this.readOrNotFound(id, scopeOf(actor));
  }

  @Post('api/orders')
  @RequirePermission('orders', 'create')
  @ApiOperation({ summary: 'Create an order (OrderCreated); a new customer is registered with it, all or nothing' })
  createOrder(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    return this.create('order', body, actor, res);
  }

  @Post('api/leads')
  @RequirePermission('leads', 'create')
  @ApiOperation({ summary: 'Create a lead (LeadCreated); a new customer is registered with it, all or nothing' })
  createLead(@Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    return this.create('lead', body, actor, res);
  }

  @Patch('api/orders/:id')
  @SignedIn()
  @ApiOperation({
    summary:
      'Every PATCH form of spec 2 §7 (status actions, assign, created date, actual size, items, SYNC_ORDER, CREATE_INVOICE, edit)',
  })
  patchOrder(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    return this.patch('order', id, body, actor, res);
  }

  @Patch('api/leads/:id')
  @SignedIn()
  @ApiOperation({
    summary:
      'Every PATCH form of spec 2 §7 for leads (quote_sent, confirmed, followUpAt, assigneeId, revise, edit, ...)',
  })
  patchLead(@IdParam() id: number, @Body() body: unknown, @CurrentActor() actor: Actor, @Reply() res: Response) {
    return this.patch('lead', id, body, actor, res);
  }

  @Post(['api/v1/orders/:id/actions/:action'])
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'The order page buttons without a PATCH form: sendQuote, sendThankYou, sendConfirmation, assignToMe',
  })
  orderButton(
    @IdParam() id: number,
    @Param('action') action: string,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ) {
    return this.button('order', id, action, actor, res);
  }

  @Post(['api/v1/leads/:id/actions/:action'])
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'The lead page buttons without a PATCH form: sendQuote, sendThankYou, sendConfirmation, assignToMe',
  })
  leadButton(
    @IdParam() id: number,
    @Param('action') action: string,
    @CurrentActor() actor: Actor,
    @Reply() res: Response,
  ) {
    return this.button('lead', id, action, actor, res);
  }

  @Delete('api/orders/:id')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Delete (admin only): LeadDeleted; answers the record as it was' })
  deleteOrder(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    return this.remove('order', id, actor, res);
  }

  @Delete('api/leads/:id')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: 'Delete a lead (admin only)' })
  deleteLead(@IdParam() id: number, @CurrentActor() actor: Actor, @Reply() res: Response) {
    return this.remove('lead', id, actor, res);
  }

  private async create(
    page: OrderPage,
    body: unknown,
    actor: Actor,
    res: Response,
  ): Promise<OrderAnswer | Record<string, unknown>> {
    const input = decodeOrThrow(CreateOrderBody, body);
    const result = await this.commands.execute<CreateOrderCommand, OrderCommandResult>(
      new CreateOrderCommand(page, input, contextOf(actor)),
    );
    res.status(201);
    return this.answer(result, res, scopeOf(actor));
  }

  /**
   * The PATCH forms of spec 2 §7, each its command (contracts' orderCommandOfPatch). Partner users reach only
   * their partner's records (404 otherwise) and may only Edit (the lifecycle table refuses the rest, 403); they
   * never move a record to another partner.
   */
  private async patch(
    page: OrderPage,
    id: number,
    body: unknown,
    actor: Actor,
    res: Response,
  ): Promise<Record<string, unknown>> {
    const resource = resourceOf(page);
    if (!can(actor.permissions, resource, 'view')) throw forbidden(resource, 'view');
    const input = decodeOrThrow(PatchOrderBody, body);
    const scope = scopeOf(actor);
    if (actor.isPartner) delete input.partnerId;
    // Which action the PATCH is depends on the record's status: chosen on its stream as the command reads it.
    let chosen: ActionCommand | undefined;
    const choose = (order: OrderDocument): ActionCommand => {
      const command = orderCommandOfPatch(input, page, order);
      if (isOrderPatchRefusal(command)) throw new DomainException(validationError([command]));
      chosen = command as ActionCommand;
      return chosen;
    };
    const result = await this.run(id, choose, page, actor);
    const picked = chosen;
    if (picked?.type === 'CreateInvoice') return this.bill(id, picked.serviceIds, result, actor, res, scope);
    const row = await this.answer(result, res, scope);
    // Charges are accounting's: none is changed by the order's sync yet (spec 2 §7 chargeUpdateStatus).
    return chosen?.type === 'SyncStorages' ? { ...row, chargeUpdateStatus: 'NoChargeUpdates' } : row;
  }

  /**
   * Create Invoice / Create Charges (spec 2 §7 CREATE_INVOICE with serviceIds): the order recorded it (its lifecycle
   * decides when it is offered; Create Charges for a postpaid customer), then accounting makes the real charges and,
   * unless postpaid, the invoice. The answer carries chargeUpdateStatus and the ids made.
   */
  private async bill(
    id: number,
    serviceIds: readonly number[],
    recorded: OrderCommandResult,
    actor: Actor,
    res: Response,
    scope: OrderScope,
  ) {
    const requested = recorded.events.find((e) => e.type === 'OrderInvoiceRequested') as
      { data?: { charges?: boolean } } | undefined;
    const billed = await this.commands.execute<BillOrderCommand, BillOrderResult>(
      new BillOrderCommand(id, serviceIds, requested?.data?.charges === true, contextOf(actor)),
    );
    const row = await this.answer({ ...recorded, position: billed.position ?? recorded.position }, res, scope);
    return {
      ...row,
      chargeUpdateStatus: billed.chargeUpdateStatus,
      chargeIds: billed.chargeIds,
      invoiceId: billed.invoiceId,
    };
  }

  private async button(
    page: OrderPage,
    id: number,
    action: string,
    actor: Actor,
    res: Response,
  ): Promise<OrderAnswer | Record<string, unknown>> {
    const make = Object.hasOwn(BUTTON_ACTIONS, action) ? BUTTON_ACTIONS[action] : undefined;
    if (!make) throw new DomainException({ kind: 'not_found', message: `No action ${action}` });
    const resource = resourceOf(page);
    if (!can(actor.permissions, resource, 'view')) throw forbidden(resource, 'view');
    return this.answer(await this.run(id, make(page), page, actor), res, scopeOf(actor));
  }

  /** Answers the record as it was: its row when the read model has it, else the record folded from its stream. */
  private async remove(
    page: OrderPage,
    id: number,
    actor: Actor,
    res: Response,
  ): Promise<OrderAnswer | Record<string, unknown>> {
    const scope = scopeOf(actor);
    const row = await this.queries.get(id, scope);
    const result = await this.run(id, { type: 'DeleteLead' }, page, actor);
    await awaitCommandEffects(this.infra, result, res);
    return row ?? { ...result.before };
  }

  /** Existence and the partner scope are judged on the record's stream by the command (never the read model). */
  private run(id: number, command: OrderActionChoice, page: OrderPage, actor: Actor): Promise<OrderCommandResult> {
    return this.commands.execute<OrderActionCommand, OrderCommandResult>(
      new OrderActionCommand(id, command, page, contextOf(actor), scopeOf(actor)),
    );
  }

  /** The row once the read models have the change; 202 with the id when they did not catch up in time. */
  private async answer(
    result: OrderCommandResult,
    res: Response,
    scope: OrderScope,
  ): Promise<OrderAnswer | Record<string, unknown>> {
    await awaitCommandEffects(this.infra, result, res);
    const row = await this.queries.get(result.id, scope);
    // The command found (or made) the record on its stream: a row not readable yet is a lagging read model.
    return row ?? acceptedNotYetReadable(res, { id: result.id });
  }

  private async readOrNotFound(id: number, scope: OrderScope): Promise<OrderAnswer> {
    const row = await this.queries.get(id, scope);
    if (!row) throw new DomainException({ kind: 'not_found', message: `No record found for id '${id}'` });
    return row;
  }
}
