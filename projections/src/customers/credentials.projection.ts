import type { PasswordRevoked, PasswordSet, UserUpdated } from '@console/contracts';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

/** Sign-in lookup: e-mail → user and password hash; follows e-mail changes of the user. */
export const credentialsProjection: Projection<ReadModels> = {
  name: 'credentials',
  version: 1,
  handles: ['PasswordSet', 'PasswordRevoked', 'UserUpdated'],
  tables: ['rm.credentials'],
  // A change of a user's other fields (a rename, the most common command) is nothing to the e-mail index.
  concerns: (event) => event.type !== 'UserUpdated' || (event.data as UserUpdated).changes.email !== undefined,
  async apply(trx, event) {
    if (event.type === 'PasswordSet') {
      const d = event.data as PasswordSet;
      await trx
        .insertInto('rm.credentials')
        .values({ userId: d.userId, email: d.email, passwordHash: d.passwordHash })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ email: d.email, passwordHash: d.passwordHash }))
        .execute();
    } else if (event.type === 'PasswordRevoked') {
      const d = event.data as PasswordRevoked;
      await trx.deleteFrom('rm.credentials').where('userId', '=', d.userId).execute();
    } else {
      const d = event.data as UserUpdated;
      if (d.changes.email !== undefined) {
        await trx.updateTable('rm.credentials').set({ email: d.changes.email }).where('userId', '=', d.id).execute();
      }
    }
  },
};
