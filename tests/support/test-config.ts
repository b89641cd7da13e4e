import crypto from 'node:crypto';
import { loadConfig } from '@console/infra';

/**
 * The configuration of a console under test on the database at `databaseUrl`: secrets of its own, given explicitly
 * (a test never writes <DATA_DIR>/secrets.json nor shares a key), no seeding on an empty store, any free port, and a
 * JetStream stream of its own (when NATS_URL is set) so parallel test files never see each other's events.
 */
export const testConfig = (databaseUrl: string) => {
  const tag = crypto.randomBytes(4).toString('hex');
  return {
    ...loadConfig({
      ...process.env,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      BLOB_SIGNING_SECRET: crypto.randomBytes(32).toString('hex'),
      LOCAL_GATEWAY_SECRET: crypto.randomBytes(32).toString('hex'),
    }),
    databaseUrl,
    seedOnEmpty: false,
    port: 0,
    natsStream: `EVENTS_TEST_${tag.toUpperCase()}`,
    natsSubjectPrefix: `events_test_${tag}`,
  };
};
