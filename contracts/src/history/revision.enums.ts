import { enumeration, type EnumValue } from '../shared/enumeration.js';

/**
 * The model choices of the revisions list filter (spec 1 §2.11). Revisions exist for every model; only these
 * four are offered as a filter.
 */
export const RevisionModelFilter = enumeration(['box', 'storage', 'request', 'job'] as const, 'RevisionModelFilter');
export type RevisionModelFilter = EnumValue<typeof RevisionModelFilter>;
