import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { AccountingStreams } from '../accounting/accounting-streams.js';
import { BillOrderCommand, type BillOrderResult } from '../accounting/index.js';
import { PaymentCommand } from '../accounting/commands/accounting-commands.js';
import {
  currencyStep,
  isCountryId,
  LeadChannel,
  priceQuote,
  sizeFromItems,
  type CreateOrderBody,
  type OrderChecklist,
  type OrderCommand,
  type OrderItem,
  type OrderPage,
  type OrderService,
  type OrderStatus,
  type OrderType,
} from '@console/contracts';
import type { Infrastructure } from '../core/infrastructure.js';
import type { OrderCommandResult } from '../sales/commands/create-order.handler.js';
import { CreateOrderCommand, OrderActionCommand } from '../sales/commands/order-commands.js';
import {
  DEMO_CITIES,
  DEMO_COMMISSION_SLABS,
  DEMO_REASONS,
  DEMO_SERVICE_TYPES,
  DEMO_SOURCES,
  DEMO_STORAGE_TYPES,
  FIRST_NAMES,
  LAST_NAMES,
} from './seed-data.js';
import { pool, seedContext } from './seed-commands.js';
import { seededRandom, shareOf } from './seed-random.js';
import { demoClock, fitBefore, type DemoClock } from './demo-clock.js';
import { demoPhone } from './demo-phones.js';
import type { SeedPace } from './seed-pace.js';

type Random = ReturnType<typeof seededRandom>;
type ActionCommand = Exclude<OrderCommand, { type: 'CreateOrder' }>;

/** Demo leads and orders are marked by their reference, so a second run adds only the missing ones. */
export const DEMO_ORDER_REF_PREFIX = 'DEMO-';

/**
 * The statuses of the demo leads and orders, with their share. Every status of spec 2 §3 is there: the ones no
 * console action sets (quote_accepted, locked, closed) are created in it by the system, the others are reached by
 * the actions, as staff would.
 */
const STATUS_SHARES: readonly (readonly [OrderStatus, number])[] = [
  ['new', 14],
  ['quote_sent', 14],
  ['confirmed', 18],
  ['complete', 14],
  ['cancelled', 7],
  ['lost', 8],
  ['onhold', 5],
  ['rejected', 4],
  ['quote_rejected', 5],
  ['renew', 4],
  ['quote_accepted', 3],
  ['locked', 2],
  ['closed', 2],
];
const TYPE_SHARES: readonly (readonly [OrderType, number])[] = [
  ['storage', 70],
  ['moving', 12],
  ['packing', 6],
  ['shipping', 6],
  ['other_services', 6],
];
const NEEDS = ['moving house', 'renovation', 'travelling', 'office move', 'decluttering', 'relocation abroad'] as const;
const PAYMENT_MODES = ['card', 'cash', 'bank_transfer'] as const;
const AREAS = ['Marina', 'Downtown', 'Al Barsha', 'Salmiya', 'Olaya', 'Corniche', 'Jumeirah', 'Al Nahda'] as const;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A customer of the demo data the orders are made for (registered by the customers seed). */
export interface SeedCustomer {
  readonly id: number;
  readonly partnerId: number;
  readonly countryId: number;
}

/** One demo lead or order: how it is created, then the actions that bring it to its status, each at its time. */
export interface OrderPlan {
  readonly ref: string;
  readonly page: OrderPage;
  readonly body: CreateOrderBody;
  readonly createdAt: Date;
  readonly steps: readonly { readonly command: ActionCommand; readonly page: OrderPage; readonly at: Date }[];
}

const checklistFor = (random: Random, authorizedPhone: string): OrderChecklist => {
  const parking = random.next() < 0.7;
  const lift = random.next() < 0.6;
  const bulky = lift && random.next() < 0.3;
  const authorize = random.next() < 0.2;
  return {
    buildingType: random.pick(['Flat', 'Villa', 'Hotel', 'Office', 'Other'] as const),
    permitRequired: random.next() < 0.3,
    movingInsuranceRequired: random.next() < 0.5,
    parkingSlotAvailable: parking,
    ...(parking
      ? {
          isSlotInsideOrOutside: random.pick(['Inside', 'Outside'] as const),
          maximumAllowedLoadingTime: random.pick(['Unlimitted', '2 Hr', '4 Hr'] as const),
        }
      : {}),
    buildingFloor: random.int(0, 30),
    liftAvailable: lift,
    ...(lift
      ? {
          maximumAllowedLiftTime: random.pick(['Unlimitted', '1 Hr', '2 Hr'] as const),
          anyItemsNotFitinsideLift: bulky,
        }
      : {}),
    ...(bulky ? { liftNotFitDetails: 'Three-seat sofa' } : {}),
    authorizeOtherPerson: authorize,
    ...(authorize ? { authorizedName: 'Driver Khan', authorizedPhone, authorizedID: '784-1990-1234567-1' } : {}),
  };
};

/**
 * The plans of `count` demo leads and orders, drawn in order from a fixed seed, so the data is the same on every
 * machine and does not depend on the concurrency. Created over the two years up to the clock's now (like the demo
 * customers), each action after its creation and none after now; 8 % are for a new customer, registered by the
 * create itself.
 */
export const planOrders = (
  count: number,
  customers: readonly SeedCustomer[],
  assignees: readonly number[],
  clock: DemoClock = demoClock(),
): OrderPlan[] => {
  const random = seededRandom(20261122);
  const since = clock.since;
  // Made up to two hours ago: the actions that follow fit before the last hour.
  const span = clock.now - 2 * HOUR - since;
  const cities = (countryId: number) => DEMO_CITIES.filter((c) => c.countryId === countryId);
  return Array.from({ length: count }, (_, i): OrderPlan => {
    const status = shareOf(random, STATUS_SHARES);
    const type = shareOf(random, TYPE_SHARES);
    const page: OrderPage = random.next() < 0.75 ? 'lead' : 'order';
    const newCustomer = customers.length === 0 || random.next() < 0.08;
    const customer = customers.length > 0 ? random.pick(customers) : undefined;
    const countryId = newCustomer ? (random.next() < 0.6 ? 1 : random.next() < 0.5 ? 2 : 3) : customer!.countryId;
    const partnerId = newCustomer ? 1 : customer!.partnerId;
    const city = random.pick(cities(countryId).length ? cities(countryId) : DEMO_CITIES);
    const createdAt = new Date(since + Math.floor((span * (i + random.next())) / Math.max(1, count)));
    const storage = type === 'storage';
    const months = storage ? random.pick([1, 1, 2, 3, 3, 6, 6, 12]) : 1;
    const items: OrderItem[] = Array.from({ length: random.int(1, 4) }, () => ({
      storagetypeId: random.pick(DEMO_STORAGE_TYPES).id,
      quantity: random.int(1, 6),
    }));
    const size = sizeFromItems(
      items.map((it) => ({
        size: DEMO_STORAGE_TYPES.find((t) => t.id === it.storagetypeId)!.size,
        quantity: it.quantity,
      })),
    );
    // The service types' prices are AED: a Kuwaiti order's are about a twelfth (in KWD); a discount of 20 (2 KWD).
    const local = (amount: number) => (countryId === 2 ? Math.round(amount / 12 / 1000) * 1000 : amount);
    const chosen: OrderService[] = [
      ...new Set(Array.from({ length: random.int(0, 3) }, () => random.pick(DEMO_SERVICE_TYPES))),
    ].map((s) => ({
      servicetypeId: s.id,
      amount: local(s.name === 'Discount' ? 200_000 : s.rent),
      currency: countryId === 1 ? 'AED' : countryId === 2 ? 'KWD' : 'SAR',
      servicetype: { name: s.name },
    }));
    const couponId = random.next() < 0.05 ? random.pick(['2020OFFER', 'JUNE2021']) : null;
    const priced = (services: readonly OrderService[]) =>
      isCountryId(countryId)
        ? priceQuote({
            countryId,
            months,
            size,
            services: services.map((s) => ({
              name: s.servicetype!.name,
              amount: s.amount,
              servicetypeId: s.servicetypeId,
            })),
            couponId,
            partnerId,
            commissionSlabs: DEMO_COMMISSION_SLABS.filter((c) => c.partnerId === partnerId).map((c) => ({
              target: c.target,
              commissionPercent: c.commissionPercent,
              category: c.serviceCategory,
            })),
          })
        : undefined;
    // A discount never above what the order charges (its charges' metadata holds the order's amount, never negative).
    const withoutDiscount = chosen.filter((s) => s.servicetype?.name !== 'Discount');
    const services = (priced(chosen)?.total ?? 0) < 0 ? withoutDiscount : chosen;
    const quote = priced(services);
    const pickup = random.next() < 0.6;
    const dateMs = createdAt.getTime() + random.int(2, 30) * DAY;
    const assigneeId = assignees.length > 0 && random.next() < 0.9 ? random.pick(assignees) : null;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const body: CreateOrderBody = {
      type,
      partnerId,
      countryId,
      cityId: city.id,
      months,
      expectedStorageDuration: months,
      date: day(dateMs),
      ...(storage ? { renewalDate: day(dateMs + months * 30 * DAY) } : {}),
      pickupRequired: pickup,
      ...(pickup
        ? {
            pickupTimeFrom: 9,
            pickupTimeTo: 13,
            line1: `Building ${random.int(1, 400)}, Street ${random.int(1, 90)}`,
            area: random.pick(AREAS),
            checklist: checklistFor(random, demoPhone(countryId, 300_000 + i)),
          }
        : {}),
      paymentMode: random.pick(PAYMENT_MODES),
      warehouseType: [random.next() < 0.8 ? 'ac' : 'non-ac'],
      items,
      size,
      qty: items.reduce((a, it) => a + it.quantity, 0),
      services,
      ...(quote
        ? {
            rent: quote.rent,
            customerRent: quote.customerRent,
            rate: quote.rate,
            amount: quote.totalWithVat,
            currency: quote.currency,
          }
        : {}),
      couponId,
      channel: random.pick(LeadChannel.values),
      source: random.pick(DEMO_SOURCES),
      need: storage ? random.pick(NEEDS) : null,
      ref: `${DEMO_ORDER_REF_PREFIX}${i + 1}`,
      tags: [],
      ...(newCustomer
        ? {
            existingCustomer: false,
            name: `${first} ${last}`,
            email: `lead${i + 1}@example.com`,
            phone: demoPhone(countryId, 100_000 + i),
            persona: random.pick(['personal', 'commercial', 'female-married'] as const),
          }
        : { existingCustomer: true, userId: customer!.id }),
      ...(assigneeId !== null ? { assigneeId } : {}),
      ...(['renew', 'quote_accepted', 'locked', 'closed'].includes(status) ? { status } : {}),
    };
    // The actions, each some hours after the one before.
    let t = createdAt.getTime();
    const steps: { command: ActionCommand; page: OrderPage; at: Date }[] = [];
    const step = (command: ActionCommand, on: OrderPage = page) => {
      t += random.int(1, 72) * HOUR;
      steps.push({ command, page: on, at: new Date(t) });
    };
    const reasonId = (list: keyof typeof DEMO_REASONS) => random.int(1, DEMO_REASONS[list].length);
    const needsAssignee = !['new', 'renew', 'rejected', 'onhold', 'quote_accepted', 'locked', 'closed'].includes(
      status,
    );
    if (needsAssignee && assigneeId === null && assignees.length > 0)
      step({ type: 'Assign', assigneeId: random.pick(assignees) });
    const quoteFirst = page === 'lead' || random.next() < 0.5;
    const confirm = () => {
      if (quoteFirst) step({ type: 'SendQuote', page });
      if (page === 'lead') step({ type: 'ConfirmLead' });
      else step({ type: 'ConfirmOrder' });
      if (random.next() < 0.3) step({ type: 'SendConfirmation' });
    };
    switch (status) {
      case 'new':
        if (random.next() < 0.3) step({ type: 'SendThankYou' });
        if (random.next() < 0.3)
          step({ type: 'ScheduleFollowUp', followUpAt: new Date(dateMs - DAY).toISOString() }, 'lead');
        break;
      case 'rejected':
        if (page === 'lead') step({ type: 'RejectLead', rejectReasonId: reasonId('reject-reasons'), reason: null });
        else
          step({
            type: 'RejectOrder',
            rejectReasonId: reasonId('reject-reasons'),
            reason: 'Duplicate of another order',
          });
        break;
      case 'quote_sent':
        step({ type: 'SendQuote', page });
        if (random.next() < 0.3)
          step({ type: 'ScheduleFollowUp', followUpAt: new Date(t + 3 * DAY).toISOString() }, 'lead');
        break;
      case 'quote_rejected':
        step({ type: 'SendQuote', page });
        step({ type: 'RejectQuote' }, 'lead');
        break;
      case 'lost':
        step({ type: 'SendQuote', page });
        step(
          {
            type: 'MarkLost',
            lostReasonId: reasonId('lost-reasons'),
            reason: random.next() < 0.5 ? 'Chose another company' : null,
          },
          'lead',
        );
        break;
      case 'onhold':
        if (page === 'lead') step({ type: 'PutOnHold', holdReasonId: reasonId('hold-reasons'), reason: null });
        else
          step({ type: 'PutOrderOnHold', holdReasonId: reasonId('hold-reasons'), reason: 'Waiting for the customer' });
        break;
      case 'confirmed':
        confirm();
        break;
      case 'cancelled':
        confirm();
        step(
          {
            type: 'CancelOrder',
            cancelReasonId: reasonId('cancel-reasons'),
            reason: random.next() < 0.5 ? 'Customer changed plans' : null,
          },
          'order',
        );
        break;
      case 'complete':
        confirm();
        step({ type: 'CreateInvoice', serviceIds: services.map((s) => s.servicetypeId) }, 'order');
        step({ type: 'CompleteOrder' }, 'order');
        break;
      default:
        break;
    }
    // A lead made in the last days has not had three days of work yet: its actions are squeezed before now.
    const fitted = fitBefore(
      createdAt.getTime(),
      steps.map((s) => s.at.getTime()),
      clock.now - HOUR,
    );
    const timed = steps.map((s, k) => ({ ...s, at: new Date(fitted[k]!) }));
    return { ref: `${DEMO_ORDER_REF_PREFIX}${i + 1}`, page, body, createdAt, steps: timed };
  });
};

export interface SeedOrdersOptions {
  readonly orders: number;
  readonly concurrency?: number;
  readonly onProgress?: (done: number, total: number) => void;
  /** Waits while the projections are behind (seed-pace.ts). */
  readonly pace?: SeedPace;
}

/**
 * Demo leads and orders by commands (ARCHITECTURE §9): each is created (a new customer registered by the create
 * itself), then brought to its status by the actions of the lifecycle table, each command at its own time
 * (`ctx.occurredAt`). Those whose reference is already in the read model are skipped, so the seed adds to a demo
 * store. Waits for the read models first: it reads the demo customers from them.
 */
export const seedOrders = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  options: SeedOrdersOptions,
): Promise<void> => {
  if (options.orders <= 0) return;
  const commands = app.get(CommandBus);
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const users = await infra.db
    .selectFrom('rm.users')
    .select(['id', 'email', 'partnerId', 'countryId'])
    .where((eb) => eb.or([eb('email', 'like', 'customer%@example.com'), eb('email', 'like', 'sales%@demo.test')]))
    .execute();
  const customerIndex = (email: string) => Number(/^customer(\d+)@example\.com$/.exec(email)?.[1] ?? NaN);
  const customers = users
    .filter((u) => Number.isInteger(customerIndex(u.email)))
    .sort((a, b) => customerIndex(a.email) - customerIndex(b.email));
  const assignees = users
    .filter((u) => u.email.endsWith('@demo.test'))
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((u) => u.id);
  const plans = planOrders(options.orders, customers, assignees);
  const existing = new Set(
    (
      await infra.db.selectFrom('rm.orders').select('ref').where('ref', 'like', `${DEMO_ORDER_REF_PREFIX}%`).execute()
    ).map((r) => r.ref),
  );
  const remaining = plans.filter((p) => !existing.has(p.ref));
  let done = plans.length - remaining.length;
  options.onProgress?.(done, plans.length);
  await pool(
    remaining.length,
    options.concurrency ?? 32,
    async (i) => {
      const plan = remaining[i]!;
      const created = await commands.execute<CreateOrderCommand, OrderCommandResult>(
        new CreateOrderCommand(plan.page, plan.body, seedContext(plan.createdAt)),
      );
      for (const s of plan.steps) {
        const r = await commands.execute<OrderActionCommand, OrderCommandResult>(
          new OrderActionCommand(created.id, s.command, s.page, seedContext(s.at)),
        );
        if (s.command.type === 'CreateInvoice')
          await billDemoOrder(commands, infra, created.id, s.command.serviceIds, r, remaining.indexOf(plan), s.at);
      }
      done++;
      options.onProgress?.(done, plans.length);
    },
    options.pace,
  );
};

/**
 * The accounting side of a demo order's Create Invoice, as the API does it: the real charges and invoice; then, by
 * the plan's index, a cash payment of all of it, half of it, or none (invoices paid, partial and unpaid).
 */
const billDemoOrder = async (
  commands: CommandBus,
  infra: Infrastructure,
  orderId: number,
  serviceIds: readonly number[],
  recorded: OrderCommandResult,
  index: number,
  at: Date,
): Promise<void> => {
  const requested = recorded.events.find((e) => e.type === 'OrderInvoiceRequested') as
    { data?: { charges?: boolean } } | undefined;
  const billed = await commands.execute<BillOrderCommand, BillOrderResult>(
    new BillOrderCommand(orderId, serviceIds, requested?.data?.charges === true, seedContext(at)),
  );
  if (billed.invoiceId === null || index % 3 === 2) return;
  const invoice = await new AccountingStreams(infra.store).invoice(billed.invoiceId);
  if (!invoice || invoice.amount <= 0) return;
  // Half, down to the currency's minor unit: money that moves is whole fils (issue 30).
  const step = currencyStep(invoice.currency);
  const amount = index % 3 === 0 ? invoice.amount : Math.floor(invoice.amount / 2 / step) * step;
  const paidAt = new Date(Math.min(at.getTime() + HOUR, Date.now()));
  await commands.execute(
    new PaymentCommand(
      {
        kind: 'create',
        origin: 'form',
        body: { userId: invoice.userId, mode: 'cod', amount, paidAt: paidAt.toISOString(), invoiceIds: [invoice.id] },
      },
      seedContext(paidAt),
    ),
  );
};
