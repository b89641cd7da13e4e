import type { ReferenceSource, ResourceApi } from '../types';

/**
 * The platform's history resources (spec 1 §2.11, §2.12, §7.6), read by the framework's History and Comments
 * tabs of every show page and by the /revisions and /comments lists. Both are generic calls
 * (`GET /api/<name>` with `$` operators).
 */

export const revisionsApi: ResourceApi = {
  name: 'revisions',
  recordPath: '/api/revisions',
  tables: ['rm.revisions'],
  fallback: {
    model: 'model',
    documentId: 'documentId',
    userId: 'userId',
    partnerId: 'partnerId',
    revision: 'revision',
    createdAt: { from: 'createdAt[$gte]', to: 'createdAt[$lte]' },
  },
};

export const commentsApi: ResourceApi = {
  name: 'comments',
  recordPath: '/api/comments',
  tables: ['rm.comments'],
  fallback: { q: 'q', userId: 'userId', model: 'model', documentId: 'documentId' },
};

/** Spec 1 §2.12, §9: comments are read 500 at a time, oldest first. */
export const COMMENTS_LIMIT = 500;

/** Names of users (authors of revisions, any type) by id. */
export const userNamesSource: ReferenceSource = {
  id: 'users:names',
  kind: 'generic',
  path: '/api/users',
  labelField: 'name',
  limit: 50,
};

/** Spec 1 §2.11: the document link's resource (box → boxes, ..., user → users, otherwise model + 's'). */
const DOCUMENT_BASES: Readonly<Record<string, string>> = {
  box: 'boxes',
  storage: 'storages',
  request: 'requests',
  job: 'jobs',
  user: 'users',
  address: 'addresses',
};
export const documentBaseOf = (model: string): string => DOCUMENT_BASES[model] ?? `${model}s`;

/** The revision's document, or null when it is empty ('No data'). */
export const parseDocument = (text: string | null | undefined): Record<string, unknown> | null => {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};
