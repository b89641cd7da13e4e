import crypto from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Role } from '@console/contracts';
import type { Infrastructure } from '../core/infrastructure.js';
import { createRecord } from './seed-commands.js';
import { DEMO_PASSWORD } from './seed-data.js';
import { demoPhone } from './demo-phones.js';
import { registerWith } from './seed-register.js';
import { DEMO_TEAMS } from './seed-warehouses.js';

/** Each team's crew: a team lead of operations, a driver and a mover of transport (staff users of its country). */
const CREW_ROLES: readonly Role[] = ['operations-staff', 'transport-staff', 'transport-staff'];
/** Names as crews of each country are made of; three a team, two teams a country. */
const CREW_NAMES: Readonly<Record<number, readonly string[]>> = {
  1: ['Rashid Al Mansoori', 'Imran Khan', 'Joseph Fernandes', 'Anil Sharma', 'Bilal Rahman', 'Suresh Nair'],
  2: ['Fahad Al Mutairi', 'Ahmad Haddad', 'Ravi Kumar', 'Nabil Saleh', 'Tariq Nasser', 'Jose Santos'],
  3: ['Saud Al Qahtani', 'Faisal Al Otaibi', 'Mohammed Ibrahim', 'Arjun Patel', 'Hamza Saleh', 'Yasir Khan'],
};
const CODES: Readonly<Record<number, string>> = { 1: 'ae', 2: 'kw', 3: 'sa' };

/** The crew members' e-mails, `crew-<country code>-<n>@demo.test`, n = 1..6 per country. */
export const crewEmail = (countryId: number, n: number): string => `crew-${CODES[countryId]!}-${n}@demo.test`;

/**
 * The demo teams with their members (issue 31: no team without members): per country two teams of three staff
 * users (operations-staff lead, two transport-staff), registered by the customers' command with the demo password,
 * phones of their country; UAE Team 1 also has the demo operations-staff and transport-staff sign-ins. A second run
 * finds the users and the teams there and leaves them.
 */
export const seedTeams = async (app: INestApplicationContext, infra: Infrastructure): Promise<void> => {
  const register = registerWith(app);
  const password = crypto.createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  for (const countryId of [1, 2, 3]) {
    for (const [k, name] of (CREW_NAMES[countryId] ?? []).entries()) {
      await register({
        type: 'staff',
        name,
        email: crewEmail(countryId, k + 1),
        phone: demoPhone(countryId, 910_000 + countryId * 10 + k),
        partnerId: 1,
        countryId,
        roles: [CREW_ROLES[k % CREW_ROLES.length]!],
        password,
      });
    }
  }
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 60_000);
  const users = await infra.db
    .selectFrom('rm.users')
    .select(['id', 'email'])
    .where((eb) =>
      eb.or([
        eb('email', 'like', 'crew-%@demo.test'),
        eb('email', 'in', ['operations-staff@demo.test', 'transport-staff@demo.test']),
      ]),
    )
    .execute();
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  await Promise.all(
    DEMO_TEAMS.map((t, i) => {
      const first = (i % 2) * 3 + 1;
      const crew = [first, first + 1, first + 2].map((n) => idOf.get(crewEmail(t.countryId, n)));
      const demo = i === 0 ? ['operations-staff@demo.test', 'transport-staff@demo.test'].map((e) => idOf.get(e)) : [];
      const members = [...crew, ...demo].filter((id): id is number => id !== undefined);
      return createRecord(infra, 'teams', i + 1, { ...t, partnerId: 1, users: members, isActive: true });
    }),
  );
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 60_000);
};
