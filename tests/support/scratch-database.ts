import { createScratchDatabase } from '@console/infra/testing';

/** A fresh database for one test file, on the server the run uses (DATABASE_URL, set by global-setup). */
export const scratchDatabase = (prefix: string, template?: string) => {
  const server = process.env['DATABASE_URL'];
  if (!server) throw new Error('DATABASE_URL is not set: run the tests through `npm test` (global-setup sets it)');
  return createScratchDatabase(server, prefix, template);
};
