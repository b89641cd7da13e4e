import * as t from 'io-ts';
import { TERMS_CONDITION_RESOURCE, TermsBlockCodec, type TermsBlock, type TermsType } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';

const Blocks = t.array(TermsBlockCodec);

/**
 * A country's terms of a type as they stood at an instant, for a document (a quote sent on 3 March shows the terms
 * of 3 March): the content blocks of the record's last revision at or before it, from the read models (History's
 * revisions), as configurationValueAsOf reads a value. Empty when the country had none then.
 */
export const termsAsOf = async (
  db: Kysely<ReadModels>,
  countryId: number,
  type: TermsType,
  at: string,
): Promise<readonly TermsBlock[]> => {
  const row = (
    await sql<{ content: unknown }>`
      SELECT r.document::jsonb -> 'content' AS content
        FROM rm.terms_conditions c
        JOIN rm.revisions r ON r.model = ${TERMS_CONDITION_RESOURCE.category} AND r."documentId" = c.id
       WHERE c."countryId" = ${countryId} AND c.type = ${type} AND r."createdAt" <= ${at}
       ORDER BY r.revision DESC
       LIMIT 1`.execute(db)
  ).rows[0];
  return row && Blocks.is(row.content) ? row.content : [];
};
