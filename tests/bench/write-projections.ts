/**
 * Which projections the write bench's console runs: the app's, the app's and the 12 counting ones (issue 13: the
 * cost must not move with the count), or only those a rename's answer (rm.users) and the sign-in (rm.credentials)
 * read: what the command path costs with no other projection, the floor the other two are compared with.
 * `statements`: no console at all, the statements of a rename alone (statements-server.ts).
 */
export const WRITE_PROJECTIONS = ['app', 'counting', 'answer', 'statements'] as const;
export type WriteProjections = (typeof WRITE_PROJECTIONS)[number];

export const ANSWER_PROJECTIONS: readonly string[] = ['users', 'credentials'];

export const isWriteProjections = (s: string | undefined): s is WriteProjections =>
  (WRITE_PROJECTIONS as readonly (string | undefined)[]).includes(s);
