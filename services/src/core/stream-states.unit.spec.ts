import { StreamStates } from './stream-states.js';

const folded = (version: number) => ({ state: { version }, version, lastEventId: `e${version}` });

describe('StreamStates', () => {
  it('forgets the least recently used stream first', () => {
    const states = new StreamStates<{ version: number }>(2);
    states.set('a', folded(1));
    states.set('b', folded(1));
    expect(states.get('a')?.version).toBe(1); // 'a' is now the most recently used
    states.set('c', folded(1));
    expect(states.size).toBe(2);
    expect(states.get('b')).toBeUndefined();
    expect(states.get('a')?.version).toBe(1);
    expect(states.get('c')?.version).toBe(1);
  });

  it('keeps the newer of two folds of one stream', () => {
    const states = new StreamStates<{ version: number }>(10);
    states.set('a', folded(7));
    states.set('a', folded(5)); // a command that read the stream before another's append finished after it
    expect(states.get('a')?.version).toBe(7);
    states.set('a', folded(8));
    expect(states.get('a')?.version).toBe(8);
    states.forget('a');
    expect(states.get('a')).toBeUndefined();
  });
});
