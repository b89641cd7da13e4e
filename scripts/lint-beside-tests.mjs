#!/usr/bin/env node
// `npm test` after the build: the lint and the test suites side by side, not one after the other. On the 2-core
// machines the CI run must stay under 30 minutes, and jest's two workers spend much of their time waiting on test
// servers and browsers, which the lint's single process fills. The suites' output streams as it comes; the lint's is
// printed in one piece when it ends, so the two never interleave. The exit code is the lint's failure or jest's.
import { spawn } from 'node:child_process';

const tag = '[lint]';
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

const lint = () =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn('npm', ['run', '--silent', 'lint'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString().trimEnd();
      console.log(`\n${tag} ${code === 0 ? 'clean' : `failed (exit ${code})`} after ${seconds(t0)}`);
      if (output) console.log(output);
      resolve(code ?? 1);
    });
  });

const tests = () =>
  new Promise((resolve) => {
    const child = spawn('npx', ['jest', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const [linted, tested] = await Promise.all([lint(), tests()]);
process.exit(linted !== 0 ? linted : tested);
