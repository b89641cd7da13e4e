import type { RevisionChange } from '@console/contracts';
import { t } from '../../app/i18n/messages';
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

const isComment = (v: unknown): v is { id?: unknown; comment: string } =>
  typeof v === 'object' && v !== null && typeof (v as { comment?: unknown }).comment === 'string';

/**
 * A value of a document or a change as text: absent is blank, null the empty mark, booleans Yes / No, lists of
 * plain values joined, comments by their text, anything else as JSON.
 */
export const formatValue = (v: unknown): string => {
  if (v === undefined) return '';
  if (v === null) return t('record.empty');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) {
    if (v.every(isComment)) return v.map((c) => c.comment).join('\n');
    if (v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x)))
      return v.map((x) => formatValue(x)).join(', ');
  }
  return JSON.stringify(v);
};

/**
 * A change as the History tab shows it (spec 1 §2.11): a change of comments reads 'commented' and shows the
 * comments added, not the whole list.
 */
export const changeCells = (change: RevisionChange, action: string): { old: string; new: string } => {
  if (action === 'commented' && Array.isArray(change.new)) {
    const before = new Set((Array.isArray(change.old) ? change.old : []).map((c: unknown) => JSON.stringify(c)));
    const added = change.new.filter((c: unknown) => !before.has(JSON.stringify(c)));
    return { old: '', new: formatValue(added) };
  }
  return { old: formatValue(change.old), new: formatValue(change.new) };
};

/** A document as labelled values by dotted path (nested objects walked), for a field list. */
export const flattenDocument = (
  doc: Readonly<Record<string, unknown>>,
  prefix = '',
): { path: string; value: unknown }[] =>
  Object.entries(doc).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0
      ? flattenDocument(value as Record<string, unknown>, path)
      : [{ path, value }];
  });
