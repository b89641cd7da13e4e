import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import type { CommandContext } from '../core/command-context.js';
import type { Infrastructure } from '../core/infrastructure.js';
import { AddCommentCommand, type CommentResult } from '../history/history-commands.js';
import { DAY_MS } from './demo-clock.js';
import { pool, seedContext } from './seed-commands.js';
import type { SeedPace } from './seed-pace.js';
import { addDemoPhoto } from './seed-photos.js';

/** What staff write on each kind of record (spec 1 §2.12: the comments panel of every record). */
const COMMENTS: Readonly<Record<NoteModel, readonly string[]>> = {
  request: [
    'Customer asked us to call 30 minutes before arrival.',
    'Building security needs the truck plate number a day ahead.',
    'Parking is at the back entrance; the lift takes two boxes at a time.',
    'Customer will leave the keys with the concierge.',
    'Two extra wardrobe boxes needed on site.',
  ],
  order: [
    'Customer compared our quote with two others; follow up on Sunday.',
    'Prefers WhatsApp over calls.',
    'Asked for a discount on a 12-month stay; approved by the manager.',
    'Moving abroad for a year; storage until the return date.',
  ],
  user: [
    'Long-standing customer, always pays on time.',
    'Prefers deliveries after 4 pm.',
    'Speaks Arabic; the team lead handles the calls.',
    'Corporate account: invoices go to the finance department.',
  ],
  storage: [
    'Fragile: glassware inside, keep on the top level.',
    'Box taped again after a small tear on arrival.',
    'Customer asked to keep this near the aisle for a quick collection.',
    'Checked on the monthly walk-through: dry and intact.',
  ],
};

type NoteModel = 'request' | 'order' | 'user' | 'storage';

/** Which records get a comment (every n-th by id) or a photo. */
export interface NotesPart {
  readonly commentEvery: Readonly<Record<NoteModel, number>>;
  /** Every n-th storage in the warehouse (by id, the first included) gets a photo. */
  readonly storagePhotoEvery: number;
}

export const DEMO_NOTES: NotesPart = {
  commentEvery: { request: 15, order: 12, user: 10, storage: 60 },
  storagePhotoEvery: 50,
};

interface Target {
  readonly model: NoteModel;
  readonly id: number;
  readonly userId: number | null;
  readonly createdAt: Date;
}

const TABLES: Readonly<Record<NoteModel, string>> = {
  request: 'rm.requests',
  order: 'rm.orders',
  user: 'rm.users',
  storage: 'rm.storages',
};

/**
 * Comments and photos on some demo records (issue 31: a business's records carry notes and pictures), by the
 * commands the API uses: history's AddComment, as an operations or sales demo user (so the panel shows who wrote
 * it), and the photos' AddPhoto with a small generated image in the photos' blob store (seed-photos.ts). Each is
 * dated a few hours after its record was made, never after now. Records that have a comment or photo already are
 * left, so a second run adds only what is missing.
 */
export const seedNotes = async (
  app: INestApplicationContext,
  infra: Infrastructure,
  part: NotesPart = DEMO_NOTES,
  options: { readonly concurrency?: number; readonly pace?: SeedPace } = {},
): Promise<{ comments: number; photos: number }> => {
  await infra.readModels.waitFor(await infra.store.committedHeadPosition(), 10 * 60_000);
  const commands = app.get(CommandBus);
  const writers = await infra.db
    .selectFrom('rm.users')
    .select(['id', 'email'])
    .where('email', 'in', ['operations-staff@demo.test', 'sales-staff@demo.test', 'sales1@demo.test'])
    .orderBy('id')
    .execute();
  const actors = (
    await Promise.all(writers.map(async (w) => ({ email: w.email, actor: await infra.loadActor(w.id) })))
  ).filter((a) => a.actor !== undefined);
  const writerOf = (model: NoteModel, n: number) => {
    const sales = actors.filter((a) => a.email.startsWith('sales'));
    const operations = actors.filter((a) => a.email.startsWith('operations'));
    const choice = model === 'order' || model === 'user' ? sales : operations;
    const list = choice.length > 0 ? choice : actors;
    return list.length > 0 ? list[n % list.length]!.actor : undefined;
  };

  const targets = async (model: NoteModel, every: number, extra = sql``): Promise<Target[]> => {
    const userColumn = model === 'user' ? sql`id` : sql`"userId"`;
    const emails = model === 'user' ? sql`AND email LIKE 'customer%@example.com'` : sql``;
    // Every n-th by their order (the first of each kind included), whatever their ids.
    const rows = await sql<{ id: number; userId: number | null; createdAt: Date }>`
      SELECT id, "userId", "createdAt" FROM (
        SELECT t.id, ${userColumn} AS "userId", t."createdAt", row_number() OVER (ORDER BY t.id) AS n
        FROM ${sql.table(TABLES[model])} t WHERE true ${emails} ${extra}
      ) x
      WHERE (x.n - 1) % ${every} = 0
        AND NOT EXISTS (SELECT 1 FROM rm.comments c WHERE c.model = ${model} AND c."documentId" = x.id)
      ORDER BY id`
      .execute(infra.db)
      .then((r) => r.rows)
      .catch(() => [] as { id: number; userId: number | null; createdAt: Date }[]);
    return rows.map((r) => ({ model, id: r.id, userId: r.userId, createdAt: new Date(r.createdAt) }));
  };
  const commented = (
    await Promise.all((Object.keys(part.commentEvery) as NoteModel[]).map((m) => targets(m, part.commentEvery[m])))
  ).flat();
  const photographed = await sql<{ id: number; createdAt: Date }>`
      SELECT id, "createdAt" FROM (
        SELECT s.id, s."createdAt", row_number() OVER (ORDER BY s.id) AS n
        FROM rm.storages s WHERE s.status IN ('in', 'stored')
      ) x
      WHERE (x.n - 1) % ${part.storagePhotoEvery} = 0
        AND NOT EXISTS (SELECT 1 FROM rm.photos p WHERE p."storageId" = x.id)
      ORDER BY id`
    .execute(infra.db)
    .then((r) => r.rows)
    .catch(() => [] as { id: number; createdAt: Date }[]);

  const now = Date.now();
  const after = (made: Date, n: number) =>
    new Date(Math.min(made.getTime() + ((n % 47) + 1) * 3_600_000, now - 60_000));
  const contextOf = (model: NoteModel, n: number, at: Date): CommandContext => {
    const actor = writerOf(model, n);
    return { ...seedContext(at), actor: actor ?? null };
  };
  let comments = 0;
  let photos = 0;
  await pool(
    commented.length,
    options.concurrency ?? 32,
    async (i) => {
      const t = commented[i]!;
      const texts = COMMENTS[t.model];
      await commands.execute<AddCommentCommand, CommentResult>(
        new AddCommentCommand(
          { comment: texts[t.id % texts.length]!, model: t.model, documentId: t.id, userId: t.userId },
          contextOf(t.model, t.id, after(t.createdAt, t.id)),
        ),
      );
      comments++;
    },
    options.pace,
  );
  await pool(
    photographed.length,
    options.concurrency ?? 32,
    async (i) => {
      const s = photographed[i]!;
      // Taken when it came in: a day or two after it was made.
      const at = new Date(Math.min(new Date(s.createdAt).getTime() + DAY_MS * 2, now - 60_000));
      await addDemoPhoto(app, infra, { model: 'storage', id: s.id }, s.id, at);
      photos++;
    },
    options.pace,
  );
  return { comments, photos };
};
