import type { StorageCheckedIn, StorageCheckedOut } from '@console/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../read-models.js';
import type { Projection } from '../core/projection.js';

type Trx = Transaction<ReadModels>;

/** The UTC calendar day of an instant: the day its volume counts from. */
const dayOf = (at: string): string => new Date(at).toISOString().slice(0, 10);

/**
 * Moves a customer's stored volume by `delta` CBM from `day` on: the day gets a row carrying the volume it had
 * (the latest earlier row's), then that row and every later one move. Events come in time order, so "every later
 * one" is almost always none.
 */
const shift = async (trx: Trx, userId: number, day: string, delta: string): Promise<void> => {
  await sql`
    INSERT INTO rm.user_usage_days ("userId", date, volume)
    VALUES (${userId}, ${day}::date, COALESCE((SELECT volume FROM rm.user_usage_days WHERE "userId" = ${userId} AND date < ${day}::date ORDER BY date DESC LIMIT 1), 0))
    ON CONFLICT ("userId", date) DO NOTHING`.execute(trx);
  await sql`UPDATE rm.user_usage_days SET volume = volume + ${delta}::numeric WHERE "userId" = ${userId} AND date >= ${day}::date`.execute(
    trx,
  );
};

/**
 * user-usages (spec 3 §2 Usage tab, issue 15 §6): each customer's stored volume in CBM, day by day, from the
 * check-in and check-out events of the storage loop. A row per day the volume changed; the days between carry
 * the volume of the latest row before them (the usages call fills them in).
 */
export const userUsagesProjection: Projection<ReadModels> = {
  name: 'user-usages',
  version: 1,
  handles: ['StorageCheckedIn', 'StorageCheckedOut'],
  tables: ['rm.usage_records', 'rm.user_usage_days'],
  async apply(trx, e) {
    if (e.type === 'StorageCheckedIn') {
      const d = e.data as StorageCheckedIn;
      // A storage of no customer stores nothing of anyone's.
      if (d.userId === null) return;
      await trx
        .insertInto('rm.usage_records')
        .values({ recordId: d.recordId, userId: d.userId, size: String(d.size) })
        .onConflict((oc) => oc.column('recordId').doNothing())
        .execute();
      await shift(trx, d.userId, dayOf(d.at), String(d.size));
      return;
    }
    const d = e.data as StorageCheckedOut;
    const open = await trx
      .selectFrom('rm.usage_records')
      .selectAll()
      .where('recordId', '=', d.recordId)
      .executeTakeFirst();
    if (!open) return;
    await trx.deleteFrom('rm.usage_records').where('recordId', '=', d.recordId).execute();
    // What leaves is what came in with the record (its size then), so the volume returns to where it was.
    await shift(trx, open.userId, dayOf(d.at), `-${open.size}`);
  },
};
