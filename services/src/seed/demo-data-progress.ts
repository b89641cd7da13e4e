import type { DemoDataStatus } from '@console/contracts';

/** One part of the demo data: how many records it makes, and how many are there. */
interface Part {
  done: number;
  total: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * How far the demo data of `npm start` is, for the log line and for GET /api/v1/app-info (the console's notice).
 * The process that seeds is the one that serves the API (main.ts), so the state lives in it: one instance per
 * process, `demoDataProgress`.
 */
export class DemoDataProgress {
  private state: DemoDataStatus['state'] = 'none';
  private readonly parts = new Map<string, Part>();

  /** The parts and their sizes (records already there count as done when their seed reports them). */
  begin(parts: Readonly<Record<string, number>>): void {
    this.state = 'loading';
    this.parts.clear();
    for (const [name, total] of Object.entries(parts)) this.parts.set(name, { done: 0, total });
  }

  /** A part's seed reports its progress; never above its total, never backwards. */
  report(part: string, done: number): void {
    const p = this.parts.get(part);
    if (p) p.done = Math.min(p.total, Math.max(p.done, done));
  }

  finish(): void {
    for (const p of this.parts.values()) p.done = p.total;
    this.state = 'ready';
  }

  status(): DemoDataStatus {
    let done = 0;
    let total = 0;
    for (const p of this.parts.values()) {
      done += p.done;
      total += p.total;
    }
    return { state: this.state, done, total };
  }

  /** "orders 5,000/5,000, storages 1,200/50,000, requests 0/20,000" */
  describe(): string {
    return [...this.parts.entries()].map(([name, p]) => `${name} ${count(p.done)}/${count(p.total)}`).join(', ');
  }
}

export const demoDataProgress = new DemoDataProgress();
