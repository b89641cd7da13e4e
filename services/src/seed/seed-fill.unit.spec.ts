import { fillPlan, locationFillTarget } from './seed-storages.js';
import { seededRandom } from './seed-random.js';

/** Issue 14: the demo warehouses' locations fill realistically: some empty, some full, most partly. */
it('targets: about an eighth empty, a seventh full, the rest partly, fixed by the id', () => {
  const ids = Array.from({ length: 2160 }, (_, i) => i + 1);
  const targets = ids.map(locationFillTarget);
  const empty = targets.filter((t) => t === 0).length / ids.length;
  const full = targets.filter((t) => t === 1).length / ids.length;
  expect(empty).toBeGreaterThan(0.08);
  expect(empty).toBeLessThan(0.16);
  expect(full).toBeGreaterThan(0.1);
  expect(full).toBeLessThan(0.2);
  expect(targets.every((t) => t >= 0 && t <= 1)).toBe(true);
  expect(ids.map(locationFillTarget)).toEqual(targets);
});

it('places a storage only where it fits under the target, never above capacity', () => {
  const locations = Array.from({ length: 720 }, (_, i) => ({ id: i + 1, capacity: 3, usedVolume: 0 }));
  const plan = fillPlan(locations);
  const random = seededRandom(7);
  const used = new Map<number, number>();
  let atIn = 0;
  for (let i = 0; i < 5000; i++) {
    const size = random.pick([0.06, 0.1, 0.3, 0.8, 1.5, 2]);
    const id = plan.place(
      locations.map((l) => l.id),
      size,
      random,
    );
    if (id === null) atIn++;
    else used.set(id, (used.get(id) ?? 0) + size);
  }
  for (const [id, v] of used) expect(v).toBeLessThanOrEqual(3 * locationFillTarget(id) + 1e-9);
  expect(used.size).toBeLessThan(720);
  expect(atIn).toBeGreaterThan(0);
});
