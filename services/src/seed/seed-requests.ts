import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  REQUEST_ACTIONS,
  REQUEST_STATUS_ACTIONS,
  requestActionSources,
  requestCommandOfAction,
  requestTakesAddress,
  TIME_SLOTS,
  type ChargeType,
  type CreateRequestBody,
  type RequestActionPath,
  type RequestCommand,
  type RequestStatus,
  type RequestType,
} from '@console/contracts';
import { sql } from 'kysely';
import { DomainException } from '../core/domain.exception.js';
import type { Infrastructure } from '../core/infrastructure.js';
import type { RequestCommandResult } from '../operations/requests/commands/create-request.handler.js';
import { CreateRequestCommand, RequestActionCommand } from '../operations/requests/commands/request-commands.js';
import { pool, seedContext } from './seed-commands.js';
import { seededRandom, shareOf } from './seed-random.js';

type ActionCommand = Exclude<RequestCommand, { type: 'CreateRequest' }>;

/** The demo requests of `npm start` and `npm run seed` (issue 6: 20,000 across statuses). */
export const DEMO_REQUESTS = 20_000;

/** Every status of spec 2 §3, with its share. pending and rejected are the system's (no console action sets them). */
const STATUS_SHARES: readonly (readonly [RequestStatus, number])[] = [
  ['pending', 3],
  ['new', 12],
  ['confirmed', 10],
  ['onhold', 5],
  ['approved', 10],
  ['transit', 5],
  ['received', 7],
  ['delivered', 8],
  ['complete', 31],
  ['rejected', 3],
  ['cancelled', 6],
];
const TYPE_SHARES: readonly (readonly [RequestType, number])[] = [
  ['pickup', 30],
  ['delivery', 24],
  ['drop', 8],
  ['collect', 7],
  ['newbox', 8],
  ['survey', 5],
  ['moving', 5],
  ['transfer', 3],
  ['scrap', 2],
  ['shipping', 3],
  ['other_services', 3],
  ['close', 2],
];
const CHARGE_TYPES: Partial<Record<RequestType, readonly ChargeType[]>> = {
  pickup: ['pickup'],
  delivery: ['delivery'],
  newbox: ['packing'],
  moving: ['pickup_delivery'],
  shipping: ['service'],
  other_services: ['custom'],
};
const CANCEL_REASONS = ['Customer asked to reschedule', 'No answer from customer', 'Duplicate request'] as const;
const PAYMENT_MODES = ['card', 'cash', 'bank_transfer'] as const;

/**
 * The shortest run of status actions from new to `target` for this type, read from the lifecycle table itself
 * (so the demo data follows the table by construction); undefined when the type cannot reach it.
 */
export const requestPathTo = (type: RequestType, target: RequestStatus): RequestActionPath[] | undefined => {
  const queue: { status: RequestStatus; path: RequestActionPath[] }[] = [{ status: 'new', path: [] }];
  const seen = new Set<RequestStatus>(['new']);
  while (queue.length > 0) {
    const { status, path } = queue.shift()!;
    if (status === target) return path;
    for (const action of REQUEST_STATUS_ACTIONS) {
      const to = REQUEST_ACTIONS[action].to!;
      // Not through cancelled or onhold on the way to another status: staff do not work requests that way.
      if (seen.has(to) || (to !== target && (to === 'cancelled' || to === 'onhold'))) continue;
      if (!requestActionSources(action, type).includes(status)) continue;
      seen.add(to);
      queue.push({ status: to, path: [...path, action as RequestActionPath] });
    }
  }
  return undefined;
};

interface SeedUser {
  readonly id: number;
  readonly partnerId: number;
  readonly countryId: number | null;
}

interface Plan {
  readonly createdAt: Date;
  readonly actedAt: Date;
  readonly body: CreateRequestBody;
  readonly steps: ActionCommand[];
}

export interface SeedRequestsOptions {
  readonly requests: number;
  readonly concurrency?: number;
  /**
   * Only the plans from..to (exclusive) of the `requests` planned, whatever exists: `npm start` makes the ones
   * dated around today first (the calendar and Jobs open on today), the rest after. Progress then counts this part.
   */
  readonly part?: { readonly from: number; readonly to: number };
  readonly onProgress?: (done: number, total: number) => void;
}

const DAY = 86_400_000;
const SINCE = Date.parse('2024-11-21T00:00:00Z');
/** Request dates run to two months after the seed date, so the calendar has a future. */
const UNTIL = Date.parse('2027-01-20T00:00:00Z');
const NOW = Date.parse('2026-11-20T00:00:00Z');

/**
 * Demo requests (issue 6: 20,000 across every status) made by the commands: each is created (pending or rejected
 * directly by the system, the others new) and brought to its status by the lifecycle's actions, which
 * `requestPathTo` reads from the table; complete ones are sometimes disputed by the customer and half of those
 * resolved. Deterministic from a fixed seed; a second run adds only requests beyond those the read model holds.
 */
export const seedRequests = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  options: SeedRequestsOptions,
): Promise<void> => {
  if (options.requests <= 0) return;
  const commands = app.get(CommandBus);
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const customers: SeedUser[] = await infra.db
    .selectFrom('rm.users')
    .select(['id', 'partnerId', 'countryId'])
    .where('email', 'like', 'customer%@example.com')
    .orderBy('id')
    .execute();
  if (customers.length === 0) return;
  const staff = (
    await infra.db
      .selectFrom('rm.users')
      .select('id')
      .where((eb) => eb.or([eb('email', 'like', 'operations%@demo.test'), eb('email', '=', 'admin@demo.test')]))
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const ids = async (table: 'rm.warehouses' | 'rm.teams', countryId: number): Promise<number[]> => {
    try {
      const rows = await sql<{
        id: number;
      }>`SELECT id FROM ${sql.table(table)} WHERE "countryId" = ${countryId} ORDER BY id`.execute(infra.db);
      return rows.rows.map((r) => r.id);
    } catch {
      return [];
    }
  };
  const warehouses = new Map<number, number[]>();
  const teams = new Map<number, number[]>();
  for (const c of [1, 2, 3]) {
    warehouses.set(c, await ids('rm.warehouses', c));
    teams.set(c, await ids('rm.teams', c));
  }
  const cities = await infra.db.selectFrom('rm.city').select(['id', 'countryId']).orderBy('id').execute();
  const citiesOf = (countryId: number) => cities.filter((c) => c.countryId === countryId).map((c) => c.id);
  const storagesOf = async (userIds: readonly number[]): Promise<Map<number, number[]>> => {
    const byUser = new Map<number, number[]>();
    if (userIds.length === 0) return byUser;
    try {
      const rows = await sql<{ id: number; userId: number }>`
        SELECT id, "userId" FROM rm.storages WHERE "userId" = ANY(${[...userIds]}::int[]) ORDER BY id`.execute(
        infra.db,
      );
      for (const r of rows.rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
    } catch {
      // No storages read model yet: the lines carry quantities only.
    }
    return byUser;
  };

  const ordersOf = async (userIds: readonly number[]): Promise<Map<number, number[]>> => {
    const byUser = new Map<number, number[]>();
    if (userIds.length === 0) return byUser;
    const rows = await sql<{ id: number; userId: number }>`
      SELECT id, "userId" FROM rm.orders WHERE "userId" = ANY(${[...userIds]}::int[]) ORDER BY id`.execute(infra.db);
    for (const r of rows.rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
    return byUser;
  };

  /** Each customer's first address (the demo seeds one a customer), for the types that go to an address. */
  const addressesOf = async (userIds: readonly number[]): Promise<Map<number, number>> => {
    const byUser = new Map<number, number>();
    if (userIds.length === 0) return byUser;
    const rows = await sql<{ id: number; userId: number }>`
      SELECT DISTINCT ON ("userId") id, "userId" FROM rm.addresses WHERE "userId" = ANY(${[...userIds]}::int[]) ORDER BY "userId", id`.execute(
      infra.db,
    );
    for (const r of rows.rows) byUser.set(r.userId, r.id);
    return byUser;
  };

  const existing = Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM rm.requests`.execute(infra.db)).rows[0]?.n ?? 0,
  );
  const random = seededRandom(20261122);
  const plans: Plan[] = [];
  for (let i = 0; i < options.requests; i++) {
    const customer = customers[Math.floor(random.next() * customers.length)]!;
    let status = shareOf(random, STATUS_SHARES);
    let type = shareOf(random, TYPE_SHARES);
    let path = status === 'pending' || status === 'rejected' ? [] : requestPathTo(type, status);
    while (path === undefined) {
      type = shareOf(random, TYPE_SHARES);
      path = requestPathTo(type, status);
    }
    const countryId = customer.countryId ?? 1;
    const dateMs = SINCE + Math.floor(((UNTIL - SINCE) * (i + random.next())) / options.requests);
    // A request dated in the future is not worked yet: it stays where its creation left it, unless confirmed.
    if (dateMs > NOW && !['pending', 'new', 'confirmed', 'rejected', 'cancelled', 'onhold'].includes(status)) {
      status = 'confirmed';
      path = requestPathTo(type, status)!;
    }
    const createdAt = new Date(Math.min(dateMs - random.int(1, 10) * DAY, NOW - DAY));
    const actedAt = new Date(Math.min(dateMs + random.int(1, 20) * 3_600_000, NOW));
    const slot = random.next() < 0.5 ? TIME_SLOTS['9-13'] : TIME_SLOTS['13-18'];
    const warehouseId = random.pick(warehouses.get(countryId)?.length ? warehouses.get(countryId)! : [countryId]);
    const teamId = random.pick(teams.get(countryId)?.length ? teams.get(countryId)! : [countryId]);
    const cityChoices = citiesOf(countryId);
    const lineCount = type === 'survey' ? 0 : random.int(1, 4);
    const body: CreateRequestBody = {
      type,
      status: status === 'pending' || status === 'rejected' ? status : 'new',
      userId: customer.id,
      partnerId: customer.partnerId,
      countryId,
      cityId: cityChoices.length ? random.pick(cityChoices) : countryId,
      date: new Date(dateMs).toISOString().slice(0, 10),
      from: slot.from,
      to: slot.to,
      paymentMode: random.pick(PAYMENT_MODES),
      amount: random.int(5, 60) * 10_000 * 10,
      currency: countryId === 1 ? 'AED' : countryId === 2 ? 'KWD' : 'SAR',
      chargeTypes: [...(CHARGE_TYPES[type] ?? [])],
      isSME: random.next() < 0.1,
      assigneeId: staff.length && random.next() < 0.6 ? random.pick(staff) : null,
      createdAt: createdAt.toISOString(),
      request_lines: Array.from({ length: lineCount }, () => ({ qty: random.int(1, 5) })),
    };
    const steps: ActionCommand[] = path.map(
      (action) =>
        requestCommandOfAction(action, {
          warehouseId,
          teamId,
          reason: random.pick(CANCEL_REASONS),
          emptyStorageIds: [],
        }) as ActionCommand,
    );
    if (status === 'complete' && random.next() < 0.1) {
      steps.push({
        type: 'RecordCustomerAction',
        customerAction: 'disputed',
        customerComplaint: 'An item arrived damaged',
      });
      if (random.next() < 0.5) steps.push({ type: 'ResolveDispute', resolution: 'Damage refunded to the customer' });
    } else if (status === 'complete' && random.next() < 0.3) {
      steps.push({ type: 'RecordCustomerAction', customerAction: 'accepted', customerComplaint: null });
    }
    plans.push({ createdAt, actedAt, body, steps });
  }
  const remaining = options.part ? plans.slice(options.part.from, options.part.to) : plans.slice(existing);
  const total = options.part ? remaining.length : plans.length;
  let done = total - remaining.length;
  options.onProgress?.(done, total);
  const width = options.concurrency ?? 16;
  for (let start = 0; start < remaining.length; start += 1000) {
    const chunk = remaining.slice(start, start + 1000);
    // The storages of the chunk's customers, for lines that name a storage.
    const users = [...new Set(chunk.map((p) => p.body.userId!))];
    const storages = await storagesOf(users);
    const orders = await ordersOf(users);
    const addresses = await addressesOf(users);
    await pool(chunk.length, width, async (i) => {
      const plan = chunk[i]!;
      const own = storages.get(plan.body.userId!) ?? [];
      // Each storage on one line at most (issue 31: a storage twice is refused); lines beyond them keep a qty only.
      const lines = (plan.body.request_lines ?? []).map((l, k) => (k < own.length ? { ...l, storageId: own[k]! } : l));
      // SME mode names a storage on each line: only for customers who have storages.
      const theirOrders = orders.get(plan.body.userId!) ?? [];
      // The order picker is not offered for delivery and collect (spec 2 §2): those have none.
      const orderId =
        theirOrders.length && !['delivery', 'collect'].includes(plan.body.type!)
          ? theirOrders[plan.createdAt.getTime() % theirOrders.length]!
          : null;
      const addressId = requestTakesAddress(plan.body.type) ? (addresses.get(plan.body.userId!) ?? null) : null;
      // One request of an order in five is one of its related requests (the order summary lists them).
      const isRelatedRequest = orderId !== null && plan.createdAt.getTime() % 5 === 0;
      const body = {
        ...plan.body,
        orderId,
        addressId,
        isRelatedRequest,
        isSME: plan.body.isSME === true && own.length >= lines.length,
        request_lines: lines,
      };
      try {
        const created = await commands.execute<CreateRequestCommand, RequestCommandResult>(
          new CreateRequestCommand(body, seedContext(plan.createdAt)),
        );
        if (plan.steps.length > 0) {
          await commands.execute(new RequestActionCommand(created.id, plan.steps, seedContext(plan.actedAt)));
        }
      } catch (e) {
        if (e instanceof DomainException)
          throw new Error(`demo request refused: ${e.error.message} ${JSON.stringify(e.error.errors ?? [])}`);
        throw e;
      }
      done++;
      options.onProgress?.(done, total);
    });
  }
};
