import type { IdSequence } from '../../core/id-sequence.js';

interface Wanted {
  readonly count: number;
  readonly resolve: (ids: number[]) => void;
  readonly reject: (e: unknown) => void;
}

/**
 * New ids for many concurrent callers (the monthly run's customers billed at once, each wanting its charges' and
 * invoice's ids): the requests of one category made while its previous draw is under way go together in the next,
 * one statement for all of them instead of one each. Each caller still gets its own ids, never another's.
 */
export class GroupedIds {
  private readonly queues = new Map<string, Wanted[]>();
  private readonly drawing = new Set<string>();

  constructor(private readonly ids: Pick<IdSequence, 'nextMany'>) {}

  nextMany(category: string, count: number): Promise<number[]> {
    if (count <= 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(category) ?? [];
      queue.push({ count, resolve, reject });
      this.queues.set(category, queue);
      queueMicrotask(() => this.draw(category));
    });
  }

  async next(category: string): Promise<number> {
    const [id] = await this.nextMany(category, 1);
    return id!;
  }

  private draw(category: string): void {
    const taken = this.queues.get(category) ?? [];
    if (taken.length === 0 || this.drawing.has(category)) return;
    this.queues.set(category, []);
    this.drawing.add(category);
    void this.ids
      .nextMany(
        category,
        taken.reduce((n, w) => n + w.count, 0),
      )
      .then(
        (drawn) => {
          let at = 0;
          for (const w of taken) {
            w.resolve(drawn.slice(at, at + w.count));
            at += w.count;
          }
        },
        (e: unknown) => taken.forEach((w) => w.reject(e)),
      )
      .finally(() => {
        this.drawing.delete(category);
        this.draw(category);
      });
  }
}
