import { CardGateways } from '@console/services';
import { startTestApp, type TestApp } from './test-app.js';

/** The app's local PayFort and Tap servers, whose own books say what a card paid and got back. */
export type LocalGateways = NonNullable<Awaited<ReturnType<CardGateways['local']>>>;

/**
 * The console with one demo customer, signed in as admin, and its local card gateways: what the card specs start
 * from. The gateway settings (timeouts, the reconcile sweep) are the spec's, set in process.env before it starts.
 */
export const startWithLocalGateways = async (): Promise<{ app: TestApp; admin: string; local: LocalGateways }> => {
  const app = await startTestApp(1);
  return { app, admin: await app.token('admin'), local: (await app.nest.get(CardGateways).local())! };
};
