// Plain ESM on purpose: jest loads it from jest.config.js, outside its transform.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import DefaultSequencer from '@jest/test-sequencer';

const TABLE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'suite-durations.txt');

/**
 * What a file not in the table is taken to last, in seconds, by where it lives: a browser suite starts a server and
 * a browser, an integration suite a server; a unit spec neither (jest's own rule, the larger file first, then
 * orders those).
 */
const guess = (file) => (file.startsWith('tests/e2e/') ? 60 : file.startsWith('tests/') ? 20 : 0);

/** The committed table: lines as the slowest-suites reporter prints them, `  266.0 s  tests/e2e/x.spec.ts`. */
export const readDurations = (text) =>
  new Map(
    text
      .split('\n')
      .map((line) => /^\s*([\d.]+) s\s+(\S+)\s*$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [m[2], Number(m[1])]),
  );

/**
 * The longest test files first, so that the two workers end together. Jest's own order uses the durations of its
 * cache, which a clean CI clone has not, and falls back on file size: a long browser suite could start last and
 * run alone for minutes at the end. The durations come from a committed table (suite-durations.txt), then jest's
 * cache, then a guess by folder.
 */
export default class LongestFirstSequencer extends DefaultSequencer {
  sort(tests) {
    const table = readDurations(fs.existsSync(TABLE) ? fs.readFileSync(TABLE, 'utf8') : '');
    const seconds = (test) => {
      const file = path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/');
      const cached = this.time(test);
      return table.get(file) ?? (cached !== undefined ? cached / 1000 : guess(file));
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    const keyed = tests.map((test) => ({ test, s: seconds(test), size: size(test) }));
    keyed.sort((a, b) => b.s - a.s || b.size - a.size);
    return keyed.map((k) => k.test);
  }
}
