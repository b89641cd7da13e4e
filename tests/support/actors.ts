import type { TestApp } from './test-app.js';

/**
 * A suite's app with its actors signed in, each under the name the suite calls it (`{ admin: 'admin', sales:
 * 'sales-staff' }`): the suites start the app and sign in the same way, so the way lives here once.
 */
export const withActors = async <K extends string>(
  app: TestApp,
  actors: Readonly<Record<K, string>>,
): Promise<{ app: TestApp } & Record<K, string>> => {
  const tokens = {} as Record<K, string>;
  for (const [name, who] of Object.entries(actors) as [K, string][]) tokens[name] = await app.token(who);
  return { app, ...tokens };
};
