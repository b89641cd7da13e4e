import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import { dayOf, isCountryId, orderChargeDrafts, priceQuote, type GlobalPosition } from '@console/contracts';
import { INFRASTRUCTURE, type Infrastructure } from '../../core/infrastructure.js';
import { readOrder } from '../../sales/sales.facts.js';
import { AccountingStreams, refused } from '../accounting-streams.js';
import {
  BillOrderCommand,
  ChargeCommand,
  InvoiceCommand,
  type AccountingResult,
  type BillOrderResult,
} from './accounting-commands.js';

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Makes the order's real charges (contracts' orderChargeDrafts over the priced order, read from the order's stream)
 * and, unless the customer is postpaid, an invoice of type order holding them, through the accounting commands.
 */
@CommandHandler(BillOrderCommand)
export class BillOrderHandler implements ICommandHandler<BillOrderCommand, BillOrderResult> {
  private readonly streams: AccountingStreams;

  constructor(
    @Inject(INFRASTRUCTURE) infra: Infrastructure,
    private readonly commands: CommandBus,
  ) {
    this.streams = new AccountingStreams(infra.store);
  }

  async execute({ orderId, serviceIds, chargesOnly, ctx }: BillOrderCommand): Promise<BillOrderResult> {
    const order = await readOrder(this.streams.store, orderId);
    if (!order || order.userId === null) throw refused('userId', 'The order has no customer');
    const customer = await this.streams.customer(order.userId);
    const countryId = order.countryId ?? customer.countryId;
    if (!isCountryId(countryId)) throw refused('countryId', 'The order needs its country');
    const breakdown = priceQuote({
      countryId,
      vatPercent: await this.streams.vat(countryId),
      months: order.months,
      size: order.currentSize ?? order.actualSize ?? order.size,
      rate: order.rate,
      customerRent: order.customerRent,
      services: order.services.map((s) => ({
        name: s.servicetype?.name ?? `Service ${s.servicetypeId}`,
        amount: s.amount,
        servicetypeId: s.servicetypeId,
      })),
      couponId: order.couponId,
    });
    const day = order.date ?? dayOf(ctx.occurredAt ?? new Date());
    const [year, month, start] = day.split('-').map(Number) as [number, number, number];
    let position: GlobalPosition | undefined;
    const chargeIds: number[] = [];
    for (const d of orderChargeDrafts(breakdown, order, serviceIds)) {
      const r = await this.commands.execute<ChargeCommand, AccountingResult>(
        new ChargeCommand(
          {
            kind: 'create',
            origin: 'system',
            body: {
              type: d.type,
              amount: d.amount,
              currency: customer.currency,
              description: d.description,
              year,
              month,
              startDate: start,
              endDate: daysInMonth(year, month),
              userId: order.userId,
              partnerId: order.partnerId,
              countryId,
              orderId: d.type === 'discount' ? null : orderId,
              serviceId: d.serviceId,
              metadata: d.metadata,
            },
          },
          ctx,
        ),
      );
      chargeIds.push(r.id);
      position = r.position ?? position;
    }
    let invoiceId: number | null = null;
    if (!chargesOnly && chargeIds.length > 0) {
      const r = await this.commands.execute<InvoiceCommand, AccountingResult>(
        new InvoiceCommand(
          {
            kind: 'create',
            body: {
              userId: order.userId,
              type: 'order',
              date: dayOf(ctx.occurredAt ?? new Date()),
              orderId,
              chargeIds,
            },
          },
          ctx,
        ),
      );
      invoiceId = r.id;
      position = r.position ?? position;
    }
    return {
      chargeIds,
      invoiceId,
      chargeUpdateStatus: chargeIds.length > 0 ? 'chargeUpdated' : 'NoChargeUpdates',
      position,
    };
  }
}
