import { lastPosition, runCompensated, step } from './compensated-appends.js';

/** The undoing of a multi-stream command, on plain functions (the store itself is in the integration tests). */
describe('runCompensated', () => {
  const journal: string[] = [];
  const ok = (name: string, undo = true) =>
    step({
      name,
      append: async () => {
        journal.push(`append ${name}`);
        return name;
      },
      ...(undo ? { compensate: async (r: string) => void journal.push(`undo ${r}`) } : {}),
    });
  const failing = (name: string) =>
    step({
      name,
      append: async () => {
        journal.push(`fail ${name}`);
        throw new Error(`${name} refused`);
      },
      compensate: async () => void journal.push(`undo ${name}`),
    });
  beforeEach(() => journal.splice(0));

  it('runs every append in order and returns their results', async () => {
    expect(await runCompensated([ok('a'), ok('b')])).toEqual(['a', 'b']);
    expect(journal).toEqual(['append a', 'append b']);
  });

  it('undoes the appended ones, newest first, and answers the original error; never undoes the failed one', async () => {
    await expect(runCompensated([ok('a'), ok('b', false), ok('c'), failing('d'), ok('e')])).rejects.toThrow(
      'd refused',
    );
    expect(journal).toEqual(['append a', 'append b', 'append c', 'fail d', 'undo c', 'undo a']);
  });

  it('still answers the original error when an undo fails, and undoes the rest', async () => {
    const brokenUndo = step({
      name: 'b',
      append: async () => 'b',
      compensate: async () => Promise.reject(new Error('undo lost')),
    });
    const error = console.error;
    console.error = () => undefined;
    try {
      await expect(runCompensated([ok('a'), brokenUndo, failing('c')])).rejects.toThrow('c refused');
    } finally {
      console.error = error;
    }
    expect(journal).toEqual(['append a', 'fail c', 'undo a']);
  });

  it('with concurrency, undoes every append that succeeded beside the failed one', async () => {
    await expect(runCompensated([ok('a'), failing('b'), ok('c'), ok('d')], 3)).rejects.toThrow('b refused');
    expect(journal.filter((j) => j.startsWith('undo')).sort()).toEqual(['undo a', 'undo c']);
    expect(journal).not.toContain('append d');
  });
});

describe('lastPosition', () => {
  it('takes the newest position of the results, whether a step answered a position or something holding one', () => {
    const at = (minor: bigint) => ({ major: 0n, minor });
    expect(lastPosition([at(3n), { position: at(9n) }, undefined, { position: undefined }, { events: [] }])).toEqual(
      at(9n),
    );
    expect(lastPosition([undefined, { position: undefined }])).toBeUndefined();
  });
});
