// The npm registry these machines reach lacks some platform builds of native packages (e.g. @swc/core-darwin-arm64),
// so `npm install` leaves them out of package-lock.json, and `npm ci` then refuses the lock as "not in sync".
// This adds the missing optional platform packages to the lock with their os/cpu, which `npm ci` skips on any
// other platform. Run it after `npm install`: `node scripts/lock-platform-stubs.mjs`.
import fs from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el'];
const platformOf = (name) => {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c) || parts.some((p) => p.startsWith(c)));
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
};

const added = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key === '' ? '' : `${key}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave npm's own judgement alone
    packages[`node_modules/${dep}`] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added.push(dep);
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform stubs: ${added.join(', ')}` : 'lock already complete');
