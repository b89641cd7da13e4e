import crypto from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { sql } from 'kysely';
import type { Infrastructure } from '../core/infrastructure.js';
import { demoPhone } from './demo-phones.js';
import { createRecord } from './seed-commands.js';
import { DEMO_PASSWORD } from './seed-data.js';
import { registerWith } from './seed-register.js';

/**
 * The demo affiliates (spec 2 Affiliates), one per country, each with its own affiliate user: the README's
 * affiliate@demo.test for the first, affiliate2@ and affiliate3@demo.test for the others. Their percent differs,
 * so the commissions panel shows three shapes. A second run finds them there.
 */
const AFFILIATES = [
  { id: 1, name: 'Dubai Movers Club', countryId: 1, commissionsPercent: 5, email: 'affiliate@demo.test' },
  { id: 2, name: 'Riyadh Relocation Partners', countryId: 2, commissionsPercent: 7.5, email: 'affiliate2@demo.test' },
  { id: 3, name: 'Kuwait Storage Friends', countryId: 3, commissionsPercent: 10, email: 'affiliate3@demo.test' },
] as const;

/** The affiliates, and per country the affiliate user the demo storages name (`affiliateUserId`). */
export const seedAffiliates = async (
  app: INestApplicationContext,
  infra: Infrastructure,
): Promise<ReadonlyMap<number, number>> => {
  const register = registerWith(app);
  for (const [i, a] of AFFILIATES.entries()) {
    if (i === 0) continue; // affiliate@demo.test: one of the staff users (seedStaffUsers), one per role
    await register({
      type: 'staff',
      name: `${a.name} Affiliate`,
      email: a.email,
      phone: demoPhone(a.countryId, 900_200 + i),
      countryId: a.countryId,
      roles: ['affiliate'],
      password: crypto.createHash('sha256').update(DEMO_PASSWORD).digest('hex'),
    });
  }
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 120_000);
  const { rows } = await sql<{ id: number; email: string }>`
    SELECT id, email FROM rm.users WHERE email = ANY(${AFFILIATES.map((a) => a.email)}::text[])`.execute(infra.db);
  const userOf = new Map(rows.map((r) => [r.email, r.id]));
  const byCountry = new Map<number, number>();
  for (const { email, id, ...a } of AFFILIATES) {
    const userId = userOf.get(email) ?? null;
    await createRecord(infra, 'affiliates', id, { ...a, partnerId: 1, userId });
    if (userId !== null) byCountry.set(a.countryId, userId);
  }
  return byCountry;
};
