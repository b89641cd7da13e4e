import type { CommentAdded, UserRegistered, UserUpdated } from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../runner/projection.js';

/** The comments list and panels (spec 1 §2.12), with author and customer names that follow renames. */
export const commentsProjection: Projection<ReadModels> = {
  name: 'comments',
  version: 2,
  handles: ['CommentAdded', 'UserRegistered', 'UserUpdated'],
  tables: ['rm.comments', 'rm.comment_names'],
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
