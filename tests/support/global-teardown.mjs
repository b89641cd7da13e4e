export default async function globalTeardown() {
  if (globalThis.__embeddedPg) await globalThis.__embeddedPg.stop();
}
