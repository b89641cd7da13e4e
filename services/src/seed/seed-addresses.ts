import type { Infrastructure } from '../core/infrastructure.js';
import { DEMO_CITIES } from './seed-data.js';
import { seededRandom } from './seed-random.js';
import { createRecord, pool } from './seed-commands.js';

const AREAS: Readonly<Record<number, readonly string[]>> = {
  1: ['Jumeirah', 'Dubai Marina', 'Al Barsha', 'Downtown', 'Al Nahda', 'Mirdif'],
  2: ['Salmiya', 'Hawalli', 'Jabriya', 'Mishref', 'Sharq'],
  3: ['Olaya', 'Al Malqa', 'Al Rawdah', 'Al Hamra', 'Al Nakheel'],
};
const NAMES = ['Home', 'Home', 'Home', 'Office', 'Villa', 'Apartment'] as const;

const customerIndex = (email: string) => Number(/^customer(\d+)@example\.com$/.exec(email)?.[1] ?? NaN);

/**
 * One address per demo customer (`customer<n>@example.com`), by the catalogue's Create command, dated at the
 * customer's registration, 128 in flight (they share commits on a group-commit store). Every customer's values are drawn in order, so they do not depend on what
 * exists; a customer that has an address already is skipped, so a second run adds only the missing ones. Waits for
 * the read models first: it reads the demo customers (their partner and country) from them.
 */
export const seedAddresses = async (infra: Infrastructure): Promise<void> => {
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const customers = (
    await infra.db
      .selectFrom('rm.users')
      .select(['id', 'email', 'partnerId', 'countryId', 'createdAt'])
      .where('email', 'like', 'customer%@example.com')
      .execute()
  )
    .filter((u) => Number.isInteger(customerIndex(u.email)))
    .sort((a, b) => customerIndex(a.email) - customerIndex(b.email));
  const random = seededRandom(20261207);
  const plans = customers.map((u) => {
    const cities = DEMO_CITIES.filter((c) => c.countryId === u.countryId);
    const city = cities.length > 0 ? random.pick(cities) : undefined;
    const area = random.pick(AREAS[u.countryId] ?? AREAS[1]!);
    const line1 = `${random.pick(['Villa', 'Building', 'Flat'] as const)} ${random.int(1, 400)}, Street ${random.int(1, 90)}`;
    return {
      occurredAt: new Date(u.createdAt),
      record: {
        userId: u.id,
        partnerId: u.partnerId,
        name: random.pick(NAMES),
        line1,
        area,
        cityId: city?.id ?? null,
        countryId: u.countryId,
      },
    };
  });
  const addressed = new Set(
    (await infra.db.selectFrom('rm.addresses').select('userId').execute()).map((a) => a.userId),
  );
  const missing = plans.filter((p) => !addressed.has(p.record.userId));
  await pool(missing.length, 128, async (i) => {
    const plan = missing[i]!;
    await createRecord(infra, 'addresses', await infra.ids.next('address'), plan.record, {
      occurredAt: plan.occurredAt,
      taken: 'refused',
    });
  });
};
