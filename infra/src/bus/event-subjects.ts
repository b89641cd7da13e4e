import { streamCategory, type RecordedEvent } from '@console/contracts';
import { EVENTS_SUBJECT_ROOT } from './bus.port.js';

// A NATS subject token may not hold '.', whitespace or the wildcards; stream ids are free text (e-mail reservations).
const token = (s: string): string => (s === '' ? '_' : s.replace(/[.\s*>]/g, '_'));

/** `events.<category>.<Type>` under `root` (the adapter's prefix; `events` unless a test isolates itself). */
export const eventSubject = (event: Pick<RecordedEvent, 'streamId' | 'type'>, root = EVENTS_SUBJECT_ROOT): string =>
  `${root}.${token(streamCategory(event.streamId))}.${token(event.type)}`;

/** Rewrites a caller's filter (`events.order.>`) onto the adapter's root. */
export const rootedFilter = (filter: string, root: string): string => {
  if (filter === EVENTS_SUBJECT_ROOT) return root;
  if (!filter.startsWith(`${EVENTS_SUBJECT_ROOT}.`)) {
    throw new Error(`An event subject filter starts with "${EVENTS_SUBJECT_ROOT}.": got "${filter}"`);
  }
  return root + filter.slice(EVENTS_SUBJECT_ROOT.length);
};

/** NATS subject matching: `*` matches one token, a final `>` one or more. */
export const subjectMatches = (filter: string, subject: string): boolean => {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i++) {
    const part = f[i];
    if (part === '>') return i === f.length - 1 && s.length > i;
    if (i >= s.length) return false;
    if (part !== '*' && part !== s[i]) return false;
  }
  return f.length === s.length;
};
