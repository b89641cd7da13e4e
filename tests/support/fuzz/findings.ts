/**
 * Failures collected over a run, one per distinct route and cause, with how often it happened and one example;
 * so a broken build reads as a short list instead of thousands of failed cases.
 */
export class Findings {
  private readonly seen = new Map<string, { route: string; cause: string; example: string; count: number }>();

  add(route: string, cause: string, example: string): void {
    const key = `${route}\u0001${cause}`;
    const f = this.seen.get(key);
    if (f) f.count += 1;
    else this.seen.set(key, { route, cause, example: example.slice(0, 300), count: 1 });
  }

  get size(): number {
    return this.seen.size;
  }

  /** One line per route and cause, grouped by cause. */
  summary(): string {
    const rows = [...this.seen.values()].sort(
      (a, b) => a.cause.localeCompare(b.cause) || a.route.localeCompare(b.route),
    );
    return rows.map((f) => `${f.cause} | ${f.route} | ${f.example}${f.count > 1 ? ` (×${f.count})` : ''}`).join('\n');
  }
}

/** A body or text shortened for a findings line: long runs folded (`x×10240`), control characters escaped. */
export const brief = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return (
    text
      .replace(/(.)\1{15,}/gsu, (run, c: string) => `${c}×${[...run].length}`)
      // eslint-disable-next-line no-control-regex -- the finding shows the control characters an answer held
      .replace(/[\u0000-\u001f\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .slice(0, 160)
  );
};
