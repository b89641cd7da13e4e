import { performance } from 'node:perf_hooks';

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** Nearest-rank percentile of sorted milliseconds. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;

const round = (n: number): number => Math.round(n * 10) / 10;

export const summarise = (samples: readonly number[]): LatencySummary => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};

/** Runs `work` `warmUp` times unmeasured, then `count` times one after the other, timing each. */
export const measureSequential = async (
  count: number,
  warmUp: number,
  work: (i: number, measured: boolean) => Promise<unknown>,
): Promise<LatencySummary> => {
  for (let i = 0; i < warmUp; i++) await work(i, false);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await work(warmUp + i, true);
    samples.push(performance.now() - started);
  }
  return summarise(samples);
};

/** Every client makes `count` timed calls, all clients at once: their latencies, and calls a second in all. */
export const measureConcurrent = async <C>(
  clients: readonly C[],
  count: number,
  work: (client: C, k: number, i: number) => Promise<unknown>,
): Promise<{ readonly latency: LatencySummary; readonly rate: number }> => {
  const samples: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    clients.map(async (client, k) => {
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        await work(client, k, i);
        samples.push(performance.now() - started);
      }
    }),
  );
  return { latency: summarise(samples), rate: Math.round((clients.length * count * 1000) / (performance.now() - t0)) };
};

export const formatLatency = (l: LatencySummary): string => `p50 ${l.p50} · p95 ${l.p95} · p99 ${l.p99} ms`;
