import { LIST_MAX, TEXT_MAX } from '@console/contracts';
import * as t from 'io-ts';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ReadModels } from '@console/projections';
import { decodeOrThrow } from '../core/http/decode.js';

const TagName = t.refinement(t.string, (s) => s.length > 0 && s.length <= TEXT_MAX, 'TagName');
const TagNames = t.union([TagName, t.refinement(t.array(TagName), (a) => a.length <= LIST_MAX, 'TagNames')]);

/** `tagsand` and `tagsor` of the generic users call (spec 3 §7): tag names, one (`tagsand=VIP`) or several (`tagsand[]=a&tagsand[]=b`). */
const GenericTags = t.partial({ tagsand: TagNames, tagsor: TagNames });

type UsersSelect = SelectQueryBuilder<ReadModels, 'rm.users', object>;

const names = (v: string | readonly string[] | undefined): string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : [...v];

/**
 * Takes tagsand / tagsor out of a generic users query (the field filters do not know them): the rest goes to
 * parseGenericQuery, the condition to the find. tagsand: the customer has every tag; tagsor: at least one.
 */
export const splitGenericTags = (
  query: Readonly<Record<string, unknown>>,
): { rest: Record<string, unknown>; where: (q: UsersSelect) => UsersSelect } => {
  const { tagsand, tagsor, ...rest } = query;
  const tags = decodeOrThrow(GenericTags, {
    ...(tagsand !== undefined ? { tagsand } : {}),
    ...(tagsor !== undefined ? { tagsor } : {}),
  });
  const all = names(tags.tagsand);
  const any = names(tags.tagsor);
  return {
    rest,
    where: (q) => {
      let out = q;
      if (all.length) out = out.where(sql<boolean>`tags @> ${sql.val(all)}::text[]`);
      if (any.length) out = out.where(sql<boolean>`tags && ${sql.val(any)}::text[]`);
      return out;
    },
  };
};
