import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const photos: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.photos (
        id integer PRIMARY KEY,
        "requestId" integer,
        "storageId" integer,
        key text NOT NULL,
        url text NOT NULL,
        mimetype text NOT NULL,
        size bigint NOT NULL,
        video boolean NOT NULL,
        "userId" integer,
        "partnerId" integer,
        "createdAt" timestamptz NOT NULL,
        deleted boolean NOT NULL DEFAULT false,
        "deletedAt" timestamptz
      )`.execute(db);
    // The two lists: a request's and a storage's photos (or videos), oldest first; deleted rows stay for history.
    await sql`CREATE INDEX photos_request ON rm.photos ("requestId", video, id) WHERE NOT deleted AND "requestId" IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX photos_storage ON rm.photos ("storageId", video, id) WHERE NOT deleted AND "storageId" IS NOT NULL`.execute(
      db,
    );
  },
};

/**
 * The customer's photos (user-photos, issue 34 §8): a photo of the customer alone or of one of their orders, with
 * its caption; the customer's Photos tab lists by customer, an order's by order.
 */
const customerPhotos: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE rm.photos ADD COLUMN "orderId" integer, ADD COLUMN caption text`.execute(db);
    await sql`CREATE INDEX photos_user ON rm.photos ("userId", video, id) WHERE NOT deleted AND "userId" IS NOT NULL`.execute(
      db,
    );
    await sql`CREATE INDEX photos_order ON rm.photos ("orderId", video, id) WHERE NOT deleted AND "orderId" IS NOT NULL`.execute(
      db,
    );
  },
};

export const photosMigrations: ReadModelMigrations = {
  context: 'photos',
  migrations: { '0001_photos': photos, '0002_customer_photos': customerPhotos },
};
