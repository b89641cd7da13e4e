import crypto from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { CONFIGURATION_KEYS, Role, type ResourceName, type CustomerType, type UserStatus } from '@console/contracts';
import type { Infrastructure } from '../core/infrastructure.js';
import {
  DEMO_CITIES,
  DEMO_COMMISSION_SLABS,
  DEMO_COUNTRIES,
  demoConfigurations,
  DEMO_COUPONS,
  DEMO_OFFERS,
  DEMO_PARTNERS,
  DEMO_ROOMS,
  DEMO_REASONS,
  DEMO_SERVICE_TYPES,
  DEMO_STORAGE_TYPES,
  DEMO_PASSWORD,
  DEMO_SOURCES,
  DEMO_TAGS,
  FIRST_NAMES,
  LAST_NAMES,
} from './seed-data.js';
import { demoTemplateRecords } from './seed-templates.js';
import { demoQuoteTerms } from './seed-terms.js';
import { FIRST_ACCOUNTING, REST_ACCOUNTING, seedAccounting } from './seed-accounting.js';
import { seedOrders } from './seed-orders.js';
import { seedAffiliateInvoices } from './seed-affiliate-invoices.js';
import { seedAddresses } from './seed-addresses.js';
import { seedWarehouses } from './seed-warehouses.js';
import { seedStorages } from './seed-storages.js';
import { seedRequests } from './seed-requests.js';
import { seededRandom } from './seed-random.js';
import { demoClock } from './demo-clock.js';
import { demoPhone } from './demo-phones.js';
import { createRecord, pool } from './seed-commands.js';
import { registerWith } from './seed-register.js';
import type { SeedPace } from './seed-pace.js';
import { seedTeams } from './seed-teams.js';
import { seedNotes } from './seed-notes.js';
import { seedExitSurveyAnswers } from './seed-exit-surveys.js';

/** The demo leads and orders of `npm run seed` (spec: 5,000 across every status). */
export const DEMO_ORDERS = 5000;
/** What `npm start` makes on an empty store: all 5,000 (docs/decisions.md, "First start and seeding"). */
export const START_ORDERS = DEMO_ORDERS;

export interface SeedOptions {
  readonly customers: number;
  /** Demo leads and orders across every status, made after the customers (seed-orders.ts); none when absent. */
  readonly orders?: number;
  readonly concurrency?: number;
  /** Leads and orders worked at once (default 32: their commands wait on commits, not on the CPU). */
  readonly orderConcurrency?: number;
  /** The demo warehouses, their locations, teams, blocked slots and boxes (seed-warehouses.ts), before the storages. */
  readonly warehouses?: boolean;
  readonly onProgress?: (done: number, total: number) => void;
  readonly onOrderProgress?: (done: number, total: number) => void;
  /** Demo storages (seed-storages.ts), after the warehouses; none when absent. */
  readonly storages?: number;
  readonly storageConcurrency?: number;
  readonly onStorageProgress?: (done: number, total: number) => void;
  /** Demo requests across every status (seed-requests.ts), after the storages; none when absent. */
  readonly requests?: number;
  readonly requestConcurrency?: number;
  readonly onRequestProgress?: (done: number, total: number) => void;
  /**
   * The accounting demo records of seed-accounting.ts (cards, credit notes, cancelled invoices, refunded, pending
   * and declined payments, a month of billing) for the first 500 customers, after the requests.
   */
  readonly accounting?: boolean;
  /** Comments and photos on some records (seed-notes.ts), last. */
  readonly notes?: boolean;
}

/** A draw of the demo's random sequence whose value is no longer used (see its caller). */
const droppedDraw = (_value: number): Record<string, never> => ({});

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * Demo data, made only by issuing commands (ARCHITECTURE §9), deterministic from a fixed seed and idempotent:
 * what exists already is skipped, so `npm run seed -- --customers 200000` adds to a demo store. With `orders`, the
 * demo leads and orders follow (seed-orders.ts).
 */
export const seedDemo = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  options: SeedOptions,
): Promise<void> => {
  await seedCatalogue(infra);
  await seedStaffUsers(app);
  await seedCustomers(app, infra, options);
  await seedDemoRecords(app, infra, options);
};

/**
 * The three countries, their cities, the partners and the other catalogues the forms pick from. Each record has
 * its own stream and id, so they are all issued at once (with a group-commit store they share a few commits).
 */
export const seedCatalogue = async (infra: Infrastructure): Promise<void> => {
  const creates: Promise<void>[] = [];
  const create = (resource: ResourceName, id: number, record: Record<string, unknown>) =>
    creates.push(createRecord(infra, resource, id, record));
  for (const c of DEMO_COUNTRIES)
    create('country', c.id, {
      name: c.name,
      code: c.code,
      currency: c.currency,
      decimalPlaces: c.decimalPlaces,
      vat: c.vat,
      legalEntity: c.legalEntity,
      address: c.address,
      trn: c.trn,
    });
  for (const c of DEMO_COUNTRIES)
    for (const [i, [key, value]] of demoConfigurations(c).entries())
      create('configurations', c.id * 100 + i + 1, {
        countryId: c.id,
        category: CONFIGURATION_KEYS[key].category,
        key,
        value,
      });
  for (const c of DEMO_COUNTRIES) create('terms-conditions', c.id, demoQuoteTerms(c));
  for (const c of DEMO_CITIES) create('city', c.id, { name: c.name, countryId: c.countryId });
  for (const p of DEMO_PARTNERS) {
    create('partners', p.id, {
      name: p.name,
      countryId: p.countryId,
      logoUrl: null,
      userId: null,
      isPostpaidInvoiceEnabled: false,
      showCbmInChargeDescription: false,
    });
  }
  for (const [i, name] of DEMO_ROOMS.entries()) create('rooms', i + 1, { name });
  for (const s of DEMO_SERVICE_TYPES)
    create('service-types', s.id, { name: s.name, description: null, rent: s.rent, currency: 'AED' });
  for (const [list, reasons] of Object.entries(DEMO_REASONS) as [keyof typeof DEMO_REASONS, readonly string[]][]) {
    for (const [i, reason] of reasons.entries()) create(list, i + 1, { reason });
  }
  for (const { id, ...t } of DEMO_STORAGE_TYPES)
    create('storage-types', id, { ...t, description: null, partnerId: 1, countryIds: [1, 2, 3] });
  for (const { id, ...o } of DEMO_OFFERS) create('offers', id, o);
  for (const { id, ...c } of DEMO_COUPONS) create('coupons', id, c);
  for (const { id, ...c } of DEMO_COMMISSION_SLABS) create('partner-commission-slabs', id, c);
  for (const [resource, id, record] of demoTemplateRecords()) create(resource, id, record);
  await Promise.all(creates);
};

/**
 * One demo user per role (<role>@demo.test / demo1234; the partner user belongs to partner 2) and the three sales
 * assignees: the sign-ins of the README. One after the other, so they get the same ids on every machine.
 */
export const seedStaffUsers = async (app: INestApplicationContext): Promise<void> => {
  const register = registerWith(app);
  const password = sha256(DEMO_PASSWORD);
  for (const [i, role] of Role.values.entries()) {
    const partnerUser = role === 'partner';
    await register({
      type: partnerUser ? 'partner' : 'staff',
      name:
        role
          .split('-')
          .map((w) => w[0]!.toUpperCase() + w.slice(1))
          .join(' ') + ' Demo',
      email: `${role}@demo.test`,
      // Numbers apart from the customers' (n from 900,000): the demo users are staff of country 1.
      phone: demoPhone(1, 900_000 + i),
      partnerId: partnerUser ? 2 : 1,
      countryId: 1,
      roles: [role],
      password,
    });
  }
  const salesStaff = ['Sara Sales', 'Omar Sales', 'Huda Sales'];
  for (const [i, name] of salesStaff.entries()) {
    await register({
      type: 'staff',
      name,
      email: `sales${i + 1}@demo.test`,
      phone: demoPhone((i % 3) + 1, 900_100 + i),
      countryId: (i % 3) + 1,
      roles: ['sales-staff'],
      password,
    });
  }
};

/**
 * The demo customers (`customer<n>@example.com`) with tags and assignees, and one address each. Reads the sales
 * assignees from the users' read model, so it waits for it first.
 */
export const seedCustomers = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  options: Pick<SeedOptions, 'customers' | 'concurrency' | 'onProgress'> & { readonly pace?: SeedPace },
): Promise<void> => {
  const register = registerWith(app);
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const assignees = (
    await infra.db.selectFrom('rm.users').select('id').where('email', 'like', 'sales%@demo.test').execute()
  ).map((r) => r.id);

  const random = seededRandom(20261121);
  // Registered over the two years up to now (the demo's calendar, demo-clock.ts).
  const clock = demoClock();
  const since = clock.since;
  const span = clock.now - since;
  // Draw every customer's values up front, in order, so the data does not depend on the concurrency.
  const plans = Array.from({ length: options.customers }, (_, i) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const countryId = random.next() < 0.6 ? 1 : random.next() < 0.5 ? 2 : 3;
    const partnerDraw = random.next();
    const tagCount = random.int(0, 4);
    const tags = [...new Set(Array.from({ length: tagCount }, () => random.pick(DEMO_TAGS)))];
    const statusDraw = random.next();
    const status: UserStatus =
      statusDraw < 0.7
        ? 'active'
        : statusDraw < 0.8
          ? 'new'
          : statusDraw < 0.9
            ? 'inactive'
            : statusDraw < 0.96
              ? 'rejected'
              : 'suspended';
    const type: CustomerType = random.pick(['b2c', 'b2c', 'b2c', 'b2b', 'sme'] as const);
    const occurredAt = new Date(since + Math.floor((span * (i + random.next())) / Math.max(1, options.customers)));
    return {
      occurredAt,
      body: {
        type,
        name: `${first} ${last}`,
        email: `customer${i + 1}@example.com`,
        phone: demoPhone(countryId, i),
        countryId,
        partnerId: partnerDraw < 0.8 ? 1 : partnerDraw < 0.9 ? 2 : 3,
        assigneeId: assignees.length && random.next() < 0.7 ? random.pick(assignees) : null,
        tags,
        status,
        source: random.pick(DEMO_SOURCES),
        language: random.next() < 0.7 ? ('EN' as const) : ('AR' as const),
        // The draw that once typed the customer's credits: credit is money now (issue 30), made by the demo's
        // payments; drawn still, so every draw after it, and so every demo record, stays as tests know it.
        ...droppedDraw(random.int(0, 50)),
        storageRate: type === 'sme' ? random.int(50, 150) * 10000 : null,
      },
    };
  });
  let done = 0;
  await pool(
    plans.length,
    options.concurrency ?? 8,
    async (i) => {
      const plan = plans[i]!;
      await register(plan.body, plan.occurredAt);
      done++;
      options.onProgress?.(done, plans.length);
    },
    options.pace,
  );
  // One address per demo customer, before the orders and requests that may name it.
  if (plans.length > 0) await seedAddresses(infra);
};

/** After the customers: the demo leads and orders, and, when asked, the warehouses, storages and requests. */
export const seedDemoRecords = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  options: SeedOptions,
): Promise<void> => {
  await seedOrders(app, infra, {
    orders: options.orders ?? 0,
    ...(options.orderConcurrency !== undefined ? { concurrency: options.orderConcurrency } : {}),
    ...(options.onOrderProgress ? { onProgress: options.onOrderProgress } : {}),
  });
  // The lost leads' exit surveys (made by the exit-survey manager), two in three answered.
  if (options.orders) await seedExitSurveyAnswers(app, infra);
  if (options.warehouses) {
    await seedWarehouses(infra);
    await seedTeams(app, infra);
  }
  if (options.storages) {
    await seedStorages(app, infra, {
      storages: options.storages,
      ...(options.storageConcurrency !== undefined ? { concurrency: options.storageConcurrency } : {}),
      ...(options.onStorageProgress ? { onProgress: options.onStorageProgress } : {}),
    });
  }
  if (options.requests) {
    await seedRequests(app, infra, {
      requests: options.requests,
      ...(options.requestConcurrency !== undefined ? { concurrency: options.requestConcurrency } : {}),
      ...(options.onRequestProgress ? { onProgress: options.onRequestProgress } : {}),
    });
  }
  if (options.accounting) {
    await seedAccounting(app, infra, FIRST_ACCOUNTING);
    await seedAccounting(app, infra, REST_ACCOUNTING);
    // After the storages that name the affiliates: their orders' invoices, paid, earn them commissions.
    await seedAffiliateInvoices(app, infra);
  }
  if (options.notes) await seedNotes(app, infra);
};
