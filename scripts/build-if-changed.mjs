#!/usr/bin/env node
// Builds what changed since the last build, and nothing else (`npm start`, `npm test`, `npm ci` through `prepare`).
// The server packages go through `tsc -b`, which is incremental by itself (about 1.5 s when nothing changed). The
// console's bundle has no such check: vite rebuilds everything (20 s to minutes on a busy machine), so it is built
// only when a file it is made from is newer than web/dist/index.html.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tag = process.env.BUILD_LOG_TAG ?? '[build]';
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
const newest = (target) => {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file shows only as its folder's change
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
};

/** What the console's bundle is made from: its sources, its configuration, and the contracts it compiles from source. */
const WEB_INPUTS = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/package.json',
  'contracts/src',
  'package-lock.json',
];

const run = (what, command, args) => {
  const t0 = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${tag} ${what} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`${tag} ${what} (${seconds(t0)})`);
};

const onlyServer = process.argv.includes('--server-only');

run('server packages compiled (tsc -b, incremental)', process.execPath, [
  createRequire(import.meta.url).resolve('typescript/bin/tsc'),
  '-b',
]);

if (!onlyServer) {
  const bundle = newest(path.join(root, 'web/dist/index.html'));
  const sources = Math.max(...WEB_INPUTS.map((p) => newest(path.join(root, p))));
  if (bundle > sources) {
    console.log(`${tag} console bundle up to date (web/dist is newer than web/src and contracts/src)`);
  } else {
    run('console bundle built (vite)', 'npm', ['run', 'build', '-w', 'web']);
  }
}
