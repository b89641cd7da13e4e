import { sql, type Kysely, type Migration } from 'kysely';
import type { ReadModelMigrations } from '../migrations/migration-set.js';

const revisions: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE rm.revisions (
        id integer PRIMARY KEY,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        model text NOT NULL,
        "documentId" integer NOT NULL,
        document text NOT NULL,
        "userId" integer,
        "partnerId" integer,
        revision integer NOT NULL,
        revisionchanges jsonb NOT NULL,
        "eventId" uuid NOT NULL UNIQUE
      )`.execute(db);
    // The /revisions filters (model, created from/to) sorted by createdAt, and a record's History by revision.
    await sql`CREATE INDEX revisions_created ON rm.revisions ("createdAt" DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX revisions_model_created ON rm.revisions (model, "createdAt" DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX revisions_document ON rm.revisions (model, "documentId", revision)`.execute(db);
    await sql`CREATE INDEX revisions_user ON rm.revisions ("userId")`.execute(db);
    await sql`CREATE INDEX revisions_partner ON rm.revisions ("partnerId")`.execute(db);
    await sql`
      CREATE TABLE rm.revision_streams ("streamId" text PRIMARY KEY, state jsonb NOT NULL, version integer NOT NULL)
    `.execute(db);
    await sql`CREATE TABLE rm.revision_counter (one boolean PRIMARY KEY DEFAULT true CHECK (one), last integer NOT NULL)`.execute(
      db,
    );
    await sql`
      CREATE TABLE rm.comments (
        id integer PRIMARY KEY,
        "createdAt" timestamptz NOT NULL,
        "authorId" integer, "authorName" text,
        "userId" integer, "userName" text,
        model text NOT NULL,
        "documentId" integer NOT NULL,
        comment text NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX comments_document ON rm.comments (model, "documentId", "createdAt")`.execute(db);
    await sql`CREATE INDEX comments_user ON rm.comments ("userId", "createdAt")`.execute(db);
    await sql`CREATE INDEX comments_text_trgm ON rm.comments USING gin (comment gin_trgm_ops)`.execute(db);
    await sql`CREATE TABLE rm.comment_names (id integer PRIMARY KEY, name text NOT NULL)`.execute(db);
    await sql`
      CREATE TABLE rm.model_views (
        id serial PRIMARY KEY, model text NOT NULL, "documentId" integer NOT NULL, "userId" integer,
        "createdAt" timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX model_views_document ON rm.model_views (model, "documentId", "createdAt" DESC)`.execute(db);
  },
};

const revisionCounts: Migration = {
  async up(db: Kysely<unknown>) {
    // Rows per model and UTC day: the /revisions totals without counting two million rows.
    await sql`
      CREATE TABLE rm.revision_counts (model text NOT NULL, day date NOT NULL, n integer NOT NULL, PRIMARY KEY (model, day))
    `.execute(db);
  },
};

const recordPartner: Migration = {
  async up(db: Kysely<unknown>) {
    // The partner the record belongs to (not the acting user's): what a partner user's History is limited by.
    await sql`ALTER TABLE rm.revisions ADD COLUMN "documentPartnerId" integer`.execute(db);
    await sql`CREATE INDEX revisions_document_partner ON rm.revisions ("documentPartnerId", "createdAt" DESC)`.execute(
      db,
    );
    await sql`ALTER TABLE rm.comments ADD COLUMN "partnerId" integer`.execute(db);
    await sql`CREATE INDEX comments_partner ON rm.comments ("partnerId", "createdAt")`.execute(db);
  },
};

const commentAuthor: Migration = {
  async up(db: Kysely<unknown>) {
    // A rename updates the comments its user wrote: without this, every rename read the whole table (issue 13).
    await sql`CREATE INDEX comments_author ON rm.comments ("authorId")`.execute(db);
  },
};

const revisionEvent: Migration = {
  async up(db: Kysely<unknown>) {
    // The event a revision came from: History says what happened when the event changed no field (issue 31).
    await sql`ALTER TABLE rm.revisions ADD COLUMN event text`.execute(db);
  },
};

export const historyMigrations: ReadModelMigrations = {
  context: 'history',
  migrations: {
    '0001_revisions_comments_views': revisions,
    '0002_revision_counts': revisionCounts,
    '0003_record_partner': recordPartner,
    '0004_comment_author': commentAuthor,
    '0005_revision_event': revisionEvent,
  },
};
