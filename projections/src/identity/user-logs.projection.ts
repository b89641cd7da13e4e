import type { UserImpersonationStarted, UserLoggedIn, UserLoggedOut, UserSignInFailed } from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

/**
 * rm.user_logs (spec 3 "User logs"): a sign-in's row, its sign-out's time, a refused sign-in's row. Times are the
 * events' own, so a rebuild gives the live rows.
 */
export const userLogsProjection: Projection<ReadModels> = {
  name: 'user-logs',
  version: 1,
  handles: ['UserLoggedIn', 'UserLoggedOut', 'UserSignInFailed', 'UserImpersonationStarted'],
  tables: ['rm.user_logs'],
  async apply(trx, event) {
    const at = event.metadata.occurredAt;
    if (event.type === 'UserLoggedOut') {
      const d = event.data as UserLoggedOut;
      await trx
        .updateTable('rm.user_logs')
        .set({ logoutAt: at })
        .where('id', '=', d.id)
        .where('logoutAt', 'is', null)
        .execute();
      return;
    }
    if (event.type === 'UserImpersonationStarted') {
      // Who impersonated whom; the row ends when the consumer app's token does.
      const d = event.data as UserImpersonationStarted;
      await trx
        .insertInto('rm.user_logs')
        .values({
          id: d.id,
          userId: d.userId,
          name: d.name,
          email: d.email,
          type: 'impersonation',
          loginAt: at,
          logoutAt: d.expiresAt,
          createdAt: at,
          impersonatedUserId: d.impersonatedUserId,
          impersonatedName: d.impersonatedName,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    const d = event.data as UserLoggedIn | UserSignInFailed;
    await trx
      .insertInto('rm.user_logs')
      .values({
        id: d.id,
        userId: d.userId,
        name: d.name,
        email: d.email,
        type: event.type === 'UserLoggedIn' ? 'login' : 'failed',
        loginAt: at,
        logoutAt: null,
        createdAt: at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
