import type { Infrastructure } from '../core/infrastructure.js';
import { createRecord, pool } from './seed-commands.js';
import { DAY_MS, dayString, demoClock } from './demo-clock.js';

/** The demo warehouses, one per country (spec 2 §1: countries 1 UAE, 2 Kuwait, 3 KSA). */
export const DEMO_WAREHOUSES = [
  { id: 1, name: 'Dubai Warehouse', code: 'DXB', countryId: 1, cityId: 1, sizeSqm: 4800 },
  { id: 2, name: 'Kuwait Warehouse', code: 'KWI', countryId: 2, cityId: 6, sizeSqm: 3600 },
  { id: 3, name: 'Riyadh Warehouse', code: 'RUH', countryId: 3, cityId: 8, sizeSqm: 4200 },
] as const;
export const DEMO_AISLES = ['A', 'B', 'C'] as const;

/** A warehouse's locations: per aisle `rows` × `columns` bays of `levels` levels, on the 2200 × 2200 grid. */
export interface LocationLayout {
  readonly rows: number;
  readonly columns: number;
  readonly levels: number;
}
/** 8 × 10 × 3 = 240 locations an aisle, 720 a warehouse. */
export const DEMO_LAYOUT: LocationLayout = { rows: 8, columns: 10, levels: 3 };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The locations of one warehouse, aisle by aisle: path `<aisle>-<row>-<column>-<level>`, x and y spread over the
 * grid (a bay every 2200 / columns and 2200 / rows), z the level; a 1 × 1 × 3 m bay holds 3 CBM. Dimensions are in
 * centimetres, like the grid.
 */
export const locationPlans = (
  warehouseId: number,
  countryId: number,
  layout: LocationLayout,
  aisles: readonly string[] = DEMO_AISLES,
) => {
  const stepX = Math.floor(2200 / layout.columns);
  const stepY = Math.floor(2200 / layout.rows);
  return aisles.flatMap((aisle) =>
    Array.from({ length: layout.rows * layout.columns * layout.levels }, (_, i) => {
      const level = i % layout.levels;
      const column = Math.floor(i / layout.levels) % layout.columns;
      const row = Math.floor(i / (layout.levels * layout.columns));
      return {
        warehouseId,
        countryId,
        path: `${aisle}-${pad(row + 1)}-${pad(column + 1)}-${level + 1}`,
        area: `Aisle ${aisle}`,
        aisle,
        x: column * stepX,
        y: row * stepY,
        z: level,
        width: 100,
        length: 100,
        height: 300,
        capacity: 3,
      };
    }),
  );
};

/** The demo teams: two per country, made with their members by seed-teams.ts (ids 1–6). */
export const DEMO_TEAMS = [1, 2, 3].flatMap((countryId) =>
  [1, 2].map((n) => ({ name: `${['UAE', 'Kuwait', 'KSA'][countryId - 1]!} Team ${n}`, countryId })),
);

/**
 * Demo warehouses (operations-shared.md, before the storages): 3 warehouses, aisles A, B, C of locations, and a
 * few blocked slots (in the coming weeks) and boxes, all by commands. The teams, with their members, come from
 * seed-teams.ts, which needs the application's commands to register the crews.
 */
export const seedWarehouses = async (infra: Infrastructure, layout: LocationLayout = DEMO_LAYOUT): Promise<void> => {
  // Every record has its own stream and id: issued many at once, so a group-commit store writes them in a few
  // commits (npm start), and a plain one still overlaps their round trips.
  await Promise.all(
    DEMO_WAREHOUSES.map((w) =>
      createRecord(infra, 'warehouses', w.id, {
        name: w.name,
        code: w.code,
        partnerId: 1,
        cityId: w.cityId,
        countryId: w.countryId,
        users: [],
        isActive: true,
        inLocationId: null,
        outLocationId: null,
        sizeSqm: w.sizeSqm,
      }),
    ),
  );
  const locations = DEMO_WAREHOUSES.flatMap((w) => locationPlans(w.id, w.countryId, layout));
  await pool(locations.length, 128, (i) => createRecord(infra, 'locations', i + 1, locations[i]!));
  // Bookings of the coming weeks (at most 60 days ahead, like the requests): days no job can be planned on.
  const { todayMs } = demoClock();
  const ahead = (days: number) => dayString(todayMs + days * DAY_MS);
  const slots = [
    { from: ahead(3), to: ahead(4), countryId: 1 },
    { from: ahead(26), to: ahead(26), countryId: 2 },
    { from: ahead(33), to: ahead(33), countryId: null },
  ];
  await Promise.all(slots.map((s, i) => createRecord(infra, 'blocked-slots', i + 1, { ...s, partnerId: 1 })));
  await Promise.all(
    Array.from({ length: 30 }, (_, i) => {
      const w = DEMO_WAREHOUSES[i % 3]!;
      return createRecord(infra, 'boxes', i + 1, {
        code: `BX-${w.code}-${String(i + 1).padStart(4, '0')}`,
        status: i % 5 === 0 ? 'assigned' : 'empty',
        userId: null,
        partnerId: 1,
        countryId: w.countryId,
        warehouseId: w.id,
      });
    }),
  );
  // The storages seeded next look their locations up in rm.locations.
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 60_000);
};
