/**
 * Prints the slowest test files at the end of a run, so the CI log says where its minutes go (the CI run must stay
 * under 30 minutes on a 2-core machine).
 */
import { writeFileSync } from 'node:fs';

export default class SlowestSuitesReporter {
  onRunComplete(_contexts, results) {
    const suites = results.testResults
      .map((r) => ({
        file: r.testFilePath.replace(process.cwd() + '/', ''),
        s: (r.perfStats.end - r.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.s - a.s);
    const total = suites.reduce((sum, x) => sum + x.s, 0);
    const lines = suites.slice(0, 25).map((x) => `  ${x.s.toFixed(1).padStart(7)} s  ${x.file}`);
    // Every file's duration, for refreshing suite-durations.txt or finding where a slow run spent its minutes.
    if (process.env.JEST_DURATIONS_FILE)
      writeFileSync(
        process.env.JEST_DURATIONS_FILE,
        suites.map((x) => `${x.s.toFixed(1).padStart(7)} s  ${x.file}`).join('\n'),
      );
    console.log(
      `\nSlowest test files (${suites.length} files, ${total.toFixed(0)} s of worker time):\n${lines.join('\n')}`,
    );
  }
}
