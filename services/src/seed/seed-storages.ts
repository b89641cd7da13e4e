import type { INestApplicationContext } from '@nestjs/common';
import { DEMO_ROOMS } from './seed-data.js';
import { CommandBus } from '@nestjs/cqrs';
import { STORAGE_RECORD_ID_CATEGORY, type StorageCommand, type StorageStatus } from '@console/contracts';
import { sql } from 'kysely';
import type { Infrastructure } from '../core/infrastructure.js';
import type { StorageCommandResult } from '../operations/storage-command.handler.js';
import { StorageCommandMessage } from '../operations/storage-commands.js';
import { DEMO_STORAGE_TYPES } from './seed-data.js';
import { seedContext } from './seed-commands.js';
import { seededRandom } from './seed-random.js';
import { DAY_MS, demoClock, fitBefore } from './demo-clock.js';
import type { SeedPace } from './seed-pace.js';
import { seedAffiliates } from './seed-affiliates.js';

/** The demo storages of `npm start` (issue 6: 50,000; `--storages 1000000` for the benchmarks). */
export const DEMO_STORAGES = 50_000;

export interface StorageSeedOptions {
  readonly storages: number;
  /** Storages worked at once (their commands wait on commits, not on the CPU). */
  readonly concurrency?: number;
  /** Move statuses on after check-in and check-out by the bulk update (default true; the bench's generation skips it). */
  readonly moveStatuses?: boolean;
  readonly onProgress?: (done: number, total: number) => void;
  /** Waits while the projections are behind (seed-pace.ts). */
  readonly pace?: SeedPace;
}

/** Statuses a storage that was never checked in may hold. */
const NOT_IN: readonly StorageStatus[] = ['new', 'new', 'forpickup', 'pickedup', 'cancelled', 'transfer', 'unknown'];
/** Statuses a checked-in storage moves on to. */
const IN_LATER: readonly StorageStatus[] = [
  'in',
  'stored',
  'stored',
  'stored',
  'fordelivery',
  'damaged',
  'for_discard',
];
const OUT_LATER: readonly StorageStatus[] = [
  'out',
  'delivered',
  'delivered',
  'closed',
  'lost',
  'missing',
  'not_returned',
  'discard',
];

const day = (d: Date) => d.toISOString().slice(0, 10);

/** How full the seed makes a location (issue 14): some empty, some full, most partly, fixed by its id. */
export const locationFillTarget = (id: number): number => {
  const f = ((id * 2654435761) % 1000) / 1000;
  if (f < 0.12) return 0;
  if (f < 0.27) return 1;
  return 0.2 + (0.7 * (f - 0.27)) / 0.73;
};

/**
 * The seed's plan of the locations' fill: what each already holds (a second run adds to it) and its target share of
 * its capacity; `place` picks a location of the list with room for the size under its target (a few tries), or null.
 */
export const fillPlan = (locations: readonly { id: number; capacity: number; usedVolume: number }[]) => {
  const used = new Map(locations.map((l) => [l.id, Number(l.usedVolume)]));
  const limit = new Map(locations.map((l) => [l.id, Number(l.capacity) * locationFillTarget(l.id)]));
  return {
    place(spots: readonly number[], size: number, random: { pick<T>(xs: readonly T[]): T }): number | null {
      if (spots.length === 0) return null;
      for (let i = 0; i < 8; i++) {
        const id = random.pick(spots);
        const now = used.get(id) ?? 0;
        if (now + size <= (limit.get(id) ?? 0) + 1e-9) {
          used.set(id, now + size);
          return id;
        }
      }
      return null;
    },
  };
};

/**
 * Demo storages by their commands: customers' storages of the demo storage types, about 70 % checked in (to a
 * demo location of a warehouse of the customer's country when the warehouses' read model has some, else to a
 * warehouse without location), a fifth of those checked out again, and their statuses moved on by the bulk update.
 * Deterministic from a fixed seed; a second run adds after the storages that exist.
 */
export const seedStorages = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  options: StorageSeedOptions,
): Promise<void> => {
  if (options.storages <= 0) return;
  const commands = app.get(CommandBus);
  // The warehouses' locations are read from their read model, which must hold what was just seeded.
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 120_000);
  const existing = await sql<{ n: string }>`SELECT count(*) AS n FROM rm.storages`.execute(infra.db);
  const have = Number(existing.rows[0]?.n ?? 0);
  const total = options.storages - have;
  if (total <= 0) return;
  const customers = (
    await infra.db
      .selectFrom('rm.users')
      .select(['id', 'countryId', 'partnerId'])
      .where('email', 'like', 'customer%@example.com')
      .orderBy('id')
      .execute()
  ).map((u) => ({ id: u.id, countryId: u.countryId ?? 1, partnerId: u.partnerId ?? 1 }));
  // A storage comes with its customer's order (its rent is billed as a storage charge of that order, spec 3 §5):
  // storages go to customers with a confirmed or complete order, a storage order when they have one.
  const ordersOf = await storageOrdersOf(
    infra,
    customers.map((c) => c.id),
  );
  const ordered = customers.filter((c) => ordersOf.has(c.id));
  const users: readonly { id: number | null; countryId: number; partnerId: number }[] =
    ordered.length > 0 ? ordered : customers.length > 0 ? customers : [{ id: null, countryId: 1, partnerId: 1 }];
  const warehouses = await sql<{ id: number; countryId: number }>`SELECT id, "countryId" FROM rm.warehouses ORDER BY id`
    .execute(infra.db)
    .then((r) => r.rows)
    .catch(() => [] as { id: number; countryId: number }[]);
  const locations = await sql<{ id: number; warehouseId: number; capacity: number; usedVolume: number }>`
      SELECT id, "warehouseId", capacity, "usedVolume" FROM rm.locations ORDER BY id`
    .execute(infra.db)
    .then((r) => r.rows)
    .catch(() => [] as { id: number; warehouseId: number; capacity: number; usedVolume: number }[]);
  const locationsOf = new Map<number, number[]>();
  for (const l of locations) locationsOf.set(l.warehouseId, [...(locationsOf.get(l.warehouseId) ?? []), l.id]);
  const fill = fillPlan(locations);
  const affiliateOf = await seedAffiliates(app, infra);

  const random = seededRandom(20261122 + have);
  // Made over the last 700 days, each check-in, check-out and later status before now (demo-clock.ts).
  const clock = demoClock();
  const since = clock.now - 700 * DAY_MS;
  const span = clock.now - DAY_MS - since;
  let done = 0;
  let next = 0;
  const run = (id: number, command: StorageCommand, at: Date) =>
    commands.execute<StorageCommandMessage, StorageCommandResult>(
      new StorageCommandMessage(id, command, seedContext(at)),
    );

  const one = async (i: number) => {
    // Draw every value before the first await, so the data does not depend on the concurrency.
    const user = random.pick(users);
    const type = random.pick(DEMO_STORAGE_TYPES);
    const created = new Date(since + Math.floor((span * (i + random.next())) / total));
    const inDraw = random.next();
    const outDraw = random.next();
    const later = random.next();
    const room = random.int(0, DEMO_ROOMS.length - 1);
    const qty = random.int(1, 3);
    const sized = Math.round(type.size * (0.8 + random.next() * 0.4) * 1e6) / 1e6;
    const wh = warehouses.filter((w) => w.countryId === user.countryId);
    const warehouse = wh.length > 0 ? random.pick(wh) : warehouses.length > 0 ? random.pick(warehouses) : undefined;
    const spots = warehouse ? (locationsOf.get(warehouse.id) ?? []) : [];
    const months = random.int(1, 12);
    // Only a storage that stays takes a location, and only one of its own country with room left under the plan;
    // the rest wait at IN, as a busy warehouse's do.
    const stays = inDraw < 0.7 && outDraw >= 0.2;
    const locationId = stays && warehouse?.countryId === user.countryId ? fill.place(spots, type.size, random) : null;

    const orders = user.id !== null ? (ordersOf.get(user.id) ?? []) : [];
    const orderId = orders.length > 0 ? orders[i % orders.length]! : null;
    const out = outDraw < 0.2;
    const status = out
      ? OUT_LATER[Math.floor(later * OUT_LATER.length)]!
      : IN_LATER[Math.floor(later * IN_LATER.length)]!;
    // The planned life (in two days after it is made, out after its months, its status a day after), squeezed
    // before now when it would end later: no revision is dated in the future.
    const plannedIn = created.getTime() + 2 * DAY_MS + 3_600_000;
    const plannedOut = plannedIn + months * 30 * DAY_MS;
    const [checkedIn, checkedOut, statusAt] = fitBefore(
      created.getTime(),
      [plannedIn, plannedOut, (out ? plannedOut : plannedIn) + DAY_MS],
      clock.now - 60_000,
    ) as [number, number, number];
    const from = new Date(checkedIn);

    const id = await infra.ids.next('storage');
    await run(
      id,
      {
        type: 'CreateStorage',
        id,
        fields: {
          code: `S${String(id).padStart(7, '0')}`,
          name: type.name,
          userId: user.id,
          orderId,
          partnerId: user.partnerId,
          countryId: user.countryId,
          roomId: room + 1,
          roomName: DEMO_ROOMS[room]!,
          storagetypeId: type.id,
          qty,
          storedQty: qty,
          sizeEntered: sized > 0 && sized <= 10 ? sized : type.size,
          consumedSize: sized > 0 && sized <= 10 ? sized : type.size,
          ...(type.inventory ? {} : { size: type.size, length: type.length, height: type.height, width: type.width }),
          from: day(from),
          to: day(new Date(from.getTime() + months * 30 * DAY_MS)),
          status: inDraw < 0.7 ? 'pickedup' : random.pick(NOT_IN),
          customerPacked: later < 0.3,
          // About one storage in seven brought by its country's affiliate (by the id: the draws stay as they were).
          affiliateUserId: id % 7 === 0 ? (affiliateOf.get(user.countryId) ?? null) : null,
        },
      },
      created,
    );
    if (!warehouse || inDraw >= 0.7) return;
    const recordId = await infra.ids.next(STORAGE_RECORD_ID_CATEGORY);
    await run(
      id,
      { type: 'CheckInStorage', recordId, warehouseId: warehouse.id, locationId, orderId, countryId: null },
      new Date(checkedIn),
    );
    if (out) await run(id, { type: 'CheckOutStorage' }, new Date(checkedOut));
    if (options.moveStatuses !== false && status !== (out ? 'out' : 'in')) {
      await run(id, { type: 'BulkUpdateStorage', changes: { status } }, new Date(statusAt));
    }
  };

  await Promise.all(
    Array.from({ length: Math.min(options.concurrency ?? 16, total) }, async () => {
      while (next < total) {
        if (options.pace) await options.pace.pass();
        if (next >= total) break;
        await one(next++);
        done++;
        options.onProgress?.(done, total);
      }
    }),
  );
};

/**
 * The confirmed or complete orders of each customer, storage orders first: the orders their storages come with.
 * None when the orders' read model is not there (the storages bench seeds storages alone).
 */
const storageOrdersOf = async (infra: Infrastructure, userIds: readonly number[]): Promise<Map<number, number[]>> => {
  const byUser = new Map<number, number[]>();
  if (userIds.length === 0) return byUser;
  const rows = await sql<{ id: number; userId: number }>`
      SELECT id, "userId" FROM rm.orders
      WHERE "userId" = ANY(${[...userIds]}::int[]) AND status IN ('confirmed', 'complete')
      ORDER BY "userId", (type = 'storage') DESC, id`
    .execute(infra.db)
    .then((r) => r.rows)
    .catch(() => [] as { id: number; userId: number }[]);
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.id]);
  return byUser;
};
