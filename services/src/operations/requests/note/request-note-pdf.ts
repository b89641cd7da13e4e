import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { RequestsQueries } from '../requests.queries.js';
import { noteDocument } from './note-data.js';
import { renderNotePdf } from './note-pdf.js';

/** A request's note as a PDF, the one the console's link serves (a mail attaches it); undefined when there is none. */
export const requestNotePdf = async (
  db: Kysely<ReadModels>,
  requestId: number,
  now: Date,
): Promise<Buffer | undefined> => {
  const request = await new RequestsQueries(db).get(requestId, {});
  return request ? renderNotePdf(await noteDocument(db, request, now)) : undefined;
};
