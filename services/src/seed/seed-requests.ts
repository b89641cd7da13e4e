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
  type StorageAction,
  type StorageStatus,
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
import { DAY_MS, demoClock, type DemoClock } from './demo-clock.js';
import { requestStatusOnDate, storageFitsMoves, storageMovesOfPath } from './demo-request-plan.js';
import { addDemoPhoto } from './seed-photos.js';
import type { SeedPace } from './seed-pace.js';

type ActionCommand = Exclude<RequestCommand, { type: 'CreateRequest' }>;

/** The demo requests of `npm start` and `npm run seed` (issue 6: 20,000 across statuses). */
export const DEMO_REQUESTS = 20_000;

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
  /** The storage moves its steps ask (the storages of its lines must take them all). */
  readonly moves: readonly StorageAction[];
  /** A photo taken at creation (the items to pick up or deliver), before its actions. */
  readonly photo: boolean;
}

/** Request types whose lines' storages the storage mover moves: each storage is on one such request only. */
const MOVING_TYPES: readonly RequestType[] = ['pickup', 'drop', 'delivery', 'collect'];

export interface SeedRequestsOptions {
  readonly requests: number;
  readonly concurrency?: number;
  /**
   * Only the plans from..to (exclusive) of the `requests` planned, whatever exists: `npm start` makes the ones
   * dated around today first (the calendar and Jobs open on today), the rest after. Progress then counts this part.
   */
  readonly part?: { readonly from: number; readonly to: number };
  readonly onProgress?: (done: number, total: number) => void;
  /** Waits while the projections are behind (seed-pace.ts). */
  readonly pace?: SeedPace;
  /** The demo's today (default: now); requests are dated from two years before it to 60 days after. */
  readonly clock?: DemoClock;
}

const DAY = DAY_MS;

/**
 * Demo requests (issue 6: 20,000 across every status) made by the commands: each is created (pending or rejected
 * directly by the system, the others new) and brought to its status by the lifecycle's actions, which
 * `requestPathTo` reads from the table; complete ones are sometimes disputed by the customer and half of those
 * resolved. Their status follows their date (issue 31): before today complete, cancelled or rejected; today's on
 * their way; ahead pending, new, confirmed, on hold or (the next days) approved. A line names a storage only when
 * the storage can take every move the request's actions ask of it, and a storage is on one pickup, drop, delivery
 * or collect only, so the storage mover refuses none. Deterministic from a fixed seed and the day; a second run
 * adds only requests beyond those the read model holds.
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
  type OwnStorage = { readonly id: number; readonly status: StorageStatus };
  const storagesOf = async (userIds: readonly number[]): Promise<Map<number, OwnStorage[]>> => {
    const byUser = new Map<number, OwnStorage[]>();
    if (userIds.length === 0) return byUser;
    try {
      const rows = await sql<{ id: number; userId: number; status: StorageStatus }>`
        SELECT id, "userId", status FROM rm.storages WHERE "userId" = ANY(${[...userIds]}::int[]) ORDER BY id`.execute(
        infra.db,
      );
      for (const r of rows.rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    } catch {
      // No storages read model yet: the lines carry quantities only.
    }
    return byUser;
  };
  // Storages some request lists already (a first start's first part, an earlier run): the mover may be moving them.
  const listed = new Set<number>(
    await sql<{ storageId: number }>`SELECT DISTINCT "storageId" FROM rm.request_lines WHERE "storageId" IS NOT NULL`
      .execute(infra.db)
      .then((r) => r.rows.map((x) => x.storageId))
      .catch(() => [] as number[]),
  );

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
  const clock = options.clock ?? demoClock();
  const plans: Plan[] = [];
  for (let i = 0; i < options.requests; i++) {
    const customer = customers[Math.floor(random.next() * customers.length)]!;
    const dateMs = clock.since + Math.floor(((clock.until - clock.since) * (i + random.next())) / options.requests);
    const status = requestStatusOnDate(random, dateMs, clock);
    let type = shareOf(random, TYPE_SHARES);
    let path = status === 'pending' || status === 'rejected' ? [] : requestPathTo(type, status);
    while (path === undefined) {
      type = shareOf(random, TYPE_SHARES);
      path = requestPathTo(type, status);
    }
    const countryId = customer.countryId ?? 1;
    // Made one to ten days before its date, and never after now; worked on its date (a request ahead: soon after it
    // was made), never after now.
    const createdAt = new Date(Math.min(dateMs - random.int(1, 10) * DAY, clock.now - DAY));
    const workedAt = dateMs >= clock.todayMs + DAY ? createdAt.getTime() : dateMs;
    const actedAt = new Date(Math.min(workedAt + random.int(1, 20) * 3_600_000, clock.now - 60_000));
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
    const photo =
      ['pickup', 'delivery', 'drop', 'moving'].includes(type) &&
      !['pending', 'rejected'].includes(status) &&
      i % 20 === 7;
    plans.push({ createdAt, actedAt, body, steps, moves: storageMovesOfPath(type, path), photo });
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
    // Each plan's storages, chosen in the plans' order before any is issued (the data does not depend on the pool).
    const linesOf = chunk.map((plan) => {
      const wanted = plan.body.request_lines ?? [];
      const moving = MOVING_TYPES.includes(plan.body.type!);
      const fitting = (storages.get(plan.body.userId!) ?? []).filter(
        (s) => !(moving && listed.has(s.id)) && storageFitsMoves(plan.body.type!, s.status, plan.moves),
      );
      const chosen = fitting.slice(0, wanted.length);
      if (moving) for (const s of chosen) listed.add(s.id);
      // Lines name distinct storages; with none that fits, the request lists quantities only (what is to come).
      return chosen.length > 0 ? chosen.map((s, k) => ({ qty: wanted[k]!.qty, storageId: s.id })) : wanted.slice(0, 1);
    });
    await pool(
      chunk.length,
      width,
      async (i) => {
        const plan = chunk[i]!;
        const lines = linesOf[i]!;
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
          // SME mode names a storage on every line.
          isSME: plan.body.isSME === true && lines.length > 0 && lines.every((l) => 'storageId' in l),
          request_lines: lines,
        };
        try {
          const created = await commands.execute<CreateRequestCommand, RequestCommandResult>(
            new CreateRequestCommand(body, seedContext(plan.createdAt)),
          );
          if (plan.photo)
            await addDemoPhoto(app, infra, { model: 'request', id: created.id }, created.id, plan.createdAt);
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
      },
      options.pace,
    );
  }
};
