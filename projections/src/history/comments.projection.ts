import type { CommentAdded, RecordedEvent, UserRegistered, UserUpdated } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

type Trx = Transaction<ReadModels>;

/** The name a registration or an update gives, if any. */
const nameGiven = (event: RecordedEvent): { readonly id: number; readonly name: string } | undefined => {
  if (event.type !== 'UserRegistered' && event.type !== 'UserUpdated') return undefined;
  const d = event.data as UserRegistered | UserUpdated;
  const name = 'profile' in d ? d.profile.name : d.changes.name;
  return name === undefined ? undefined : { id: d.id, name };
};

/**
 * A run of names (the last per user), in one statement whatever its length (issue 13): the names, then the
 * comments each user wrote or that are about them, both names of a comment in one change of its row (a user's
 * comment about themselves is one row that both copies touch: PostgreSQL keeps one change of a row per statement).
 */
const writeNames = async (trx: Trx, names: ReadonlyMap<number, string>): Promise<void> => {
  if (names.size === 0) return;
  const ids = sql.val([...names.keys()]);
  const upsert = trx
    .insertInto('rm.comment_names')
    .values([...names].map(([id, name]) => ({ id, name })))
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .returning(['id', 'name']);
  // The names as the upsert leaves them (a CTE does not see another's writes in the table itself).
  const author = sql`COALESCE((SELECT n.name FROM names n WHERE n.id = c."authorId"), c."authorName")`;
  const user = sql`COALESCE((SELECT n.name FROM names n WHERE n.id = c."userId"), c."userName")`;
  await sql`
    WITH names AS (${upsert}),
         touched AS (SELECT id FROM rm.comments WHERE "authorId" = ANY(${ids}::int[])
                     UNION SELECT id FROM rm.comments WHERE "userId" = ANY(${ids}::int[]))
    UPDATE rm.comments c SET "authorName" = ${author}, "userName" = ${user}
      FROM touched t
     WHERE c.id = t.id AND ROW(c."authorName", c."userName") IS DISTINCT FROM ROW(${author}, ${user})`.execute(trx);
};

/** The comments list and panels (spec 1 §2.12), with author and customer names that follow renames. */
export const commentsProjection: Projection<ReadModels> = {
  name: 'comments',
  version: 2,
  handles: ['CommentAdded', 'UserRegistered', 'UserUpdated'],
  tables: ['rm.comments', 'rm.comment_names'],
  /**
   * Runs of names are written together; a comment is added after the names before it are written, so it copies
   * the names as they stand then and follows later renames, as one event at a time.
   */
  async applyBatch(trx, events) {
    const names = new Map<number, string>();
    for (const event of events) {
      const given = nameGiven(event);
      if (given) names.set(given.id, given.name);
      else if (event.type === 'CommentAdded') {
        await writeNames(trx, names);
        names.clear();
        await commentsProjection.apply(trx, event);
      }
    }
    await writeNames(trx, names);
  },
  async apply(trx, event) {
    if (event.type === 'UserRegistered' || event.type === 'UserUpdated') {
      const d = event.data as UserRegistered | UserUpdated;
      const name = 'profile' in d ? d.profile.name : d.changes.name;
      if (name === undefined) return;
      await trx
        .insertInto('rm.comment_names')
        .values({ id: d.id, name })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name }))
        .execute();
      await trx.updateTable('rm.comments').set({ authorName: name }).where('authorId', '=', d.id).execute();
      await trx.updateTable('rm.comments').set({ userName: name }).where('userId', '=', d.id).execute();
      return;
    }
    const c = event.data as CommentAdded;
    const nameOf = async (id: number | null) =>
      id === null
        ? null
        : ((await trx.selectFrom('rm.comment_names').select('name').where('id', '=', id).executeTakeFirst())?.name ??
          null);
    await trx
      .insertInto('rm.comments')
      .values({
        id: c.id,
        createdAt: event.metadata.occurredAt,
        authorId: c.authorId,
        authorName: await nameOf(c.authorId),
        userId: c.userId,
        userName: await nameOf(c.userId),
        model: c.model,
        documentId: c.documentId,
        comment: c.comment,
        partnerId: c.partnerId ?? null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
