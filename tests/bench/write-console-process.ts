import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WriteProjections } from './write-projections.js';

export interface WriteConsole {
  readonly port: number;
  readonly projections: number;
  stop(): Promise<void>;
}

const READY = 'WRITE-CONSOLE ';
const START_TIMEOUT_MS = 240_000;

/** Starts write-console.js (built next to this file) and resolves once it listens with its customers seeded. */
export const startWriteConsole = (
  databaseUrl: string,
  projections: WriteProjections,
  customers: number,
): Promise<WriteConsole> => {
  const entry = fileURLToPath(new URL('./write-console.js', import.meta.url));
  const child = spawn(process.execPath, [entry, databaseUrl, projections, String(customers)], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<WriteConsole>((resolve, reject) => {
    const tail: string[] = [];
    let buffered = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the write console did not start in ${START_TIMEOUT_MS / 1000} s:\n${tail.join('\n')}`));
    }, START_TIMEOUT_MS);
    const onLine = (line: string): void => {
      if (!line.startsWith(READY)) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        return;
      }
      clearTimeout(timer);
      const { port, projections } = JSON.parse(line.slice(READY.length)) as { port: number; projections: number };
      resolve({ port, projections, stop });
    };
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.on('data', (chunk: Buffer) => tail.push(...chunk.toString().split('\n').filter(Boolean)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the write console exited (${code}) before it was ready:\n${tail.join('\n')}`));
    });
  });
};
