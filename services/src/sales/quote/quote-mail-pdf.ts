import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { OrdersQueries } from '../orders.queries.js';
import { quoteDocument } from './quote-data.js';
import { renderQuotePdf } from './quote-pdf.js';

/**
 * A lead's quote PDF, the one `/pdf/quote` serves (the quote mail attaches it); undefined when there is no such
 * lead. A lead the quote cannot be priced for throws quoteDocument's refusal (the notifier fails the message).
 */
export const quotePdf = async (db: Kysely<ReadModels>, orderId: number, now: Date): Promise<Buffer | undefined> => {
  const order = await new OrdersQueries(db).get(orderId, {});
  return order ? renderQuotePdf(await quoteDocument(db, order, now)) : undefined;
};
