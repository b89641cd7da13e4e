import fs from 'node:fs';

export default async function globalTeardown() {
  if (globalThis.__embeddedPg) await globalThis.__embeddedPg.stop();
  if (globalThis.__embeddedPgDir) fs.rmSync(globalThis.__embeddedPgDir, { recursive: true, force: true });
}
