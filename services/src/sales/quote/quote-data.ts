import {
  isCountryId,
  priceQuote,
  validationError,
  type CommissionCategory,
  type CommissionSlab,
  type QuoteBreakdown,
  type TermsBlock,
} from '@console/contracts';
import type { ReadModels } from '@console/projections';
import { sql, type Kysely } from 'kysely';
import { documentLanguage, type DocumentLanguage } from '../../core/documents/document-words.js';
import { DomainException } from '../../core/domain.exception.js';
import { configurationValueAsOf } from '../../core/resources/configuration-values.js';
import { termsAsOf } from '../../core/resources/terms-as-of.js';
import type { OrderAnswer } from '../orders.queries.js';
import { readQuoteContacts, type QuoteContacts } from './quote-contacts.js';

/** Spec 2 is silent on how long a quote holds: 14 days from the day it was sent (docs/decisions.md). */
export const QUOTE_VALIDITY_DAYS = 14;

export interface QuoteItemLine {
  readonly storagetypeId: number;
  readonly code: string | null;
  readonly name: string;
  /** CBM of one. */
  readonly size: number;
  readonly quantity: number;
}

/** Everything the quote shows: the lead, its priced breakdown (contracts' priceQuote), the item lines, validity. */
export interface QuoteDocument {
  readonly order: OrderAnswer;
  readonly items: readonly QuoteItemLine[];
  readonly breakdown: QuoteBreakdown;
  /** The day the quote counts from: quoteSentAt, or today for a quote not sent yet. */
  readonly issuedAt: string;
  readonly validUntil: string;
  readonly version: number | null;
  /** The customer's language: the quote is written in it, whoever prints it (issue 36 §4). */
  readonly language: DocumentLanguage;
  /** The company quoting and its sales contact as of issuedAt (issue 34 §6). */
  readonly contacts: QuoteContacts;
  /** The country's quote terms as they stood on issuedAt (issue 34 §7); empty when it had none. */
  readonly terms: readonly TermsBlock[];
}

const DAY_MS = 86_400_000;

/**
 * Prices a lead's quote from the read models: the storage types of its items (their sizes), the service types of
 * its services (their names when the line has none), the country's VAT and the partner's commission slabs.
 */
export const quoteDocument = async (db: Kysely<ReadModels>, order: OrderAnswer, now: Date): Promise<QuoteDocument> => {
  const countryId = order.countryId;
  if (!isCountryId(countryId)) {
    throw new DomainException(
      validationError([{ path: 'countryId', message: 'The quote needs the country of the lead' }]),
    );
  }
  const typeIds = [...new Set(order.items.map((i) => i.storagetypeId))];
  const serviceIds = [...new Set(order.services.map((s) => s.servicetypeId))];
  const [storageTypes, serviceTypes, country, slabs, customer] = await Promise.all([
    typeIds.length === 0
      ? Promise.resolve({ rows: [] as { id: number; code: string; name: string; size: number }[] })
      : sql<{ id: number; code: string; name: string; size: number }>`
          SELECT id, code, name, size FROM rm.storage_types WHERE id IN (${sql.join(typeIds)})`.execute(db),
    serviceIds.length === 0
      ? Promise.resolve({ rows: [] as { id: number; name: string }[] })
      : sql<{
          id: number;
          name: string;
        }>`SELECT id, name FROM rm.service_types WHERE id IN (${sql.join(serviceIds)})`.execute(db),
    db.selectFrom('rm.country').select('vat').where('id', '=', countryId).executeTakeFirst(),
    order.partnerId === 1
      ? Promise.resolve({
          rows: [] as {
            id: number;
            partnerId: number;
            serviceCategory: string;
            target: number;
            commissionPercent: number;
          }[],
        })
      : sql<{ id: number; partnerId: number; serviceCategory: string; target: number; commissionPercent: number }>`
          SELECT id, "partnerId", "serviceCategory", target, "commissionPercent" FROM rm.partner_commission_slabs
           WHERE "partnerId" = ${order.partnerId} ORDER BY id`.execute(db),
    order.userId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('rm.users').select('language').where('id', '=', order.userId).executeTakeFirst(),
  ]);
  const typeOf = new Map(storageTypes.rows.map((t) => [t.id, t]));
  const serviceName = new Map(serviceTypes.rows.map((s) => [s.id, s.name]));
  const items: QuoteItemLine[] = order.items.map((i) => {
    const t = typeOf.get(i.storagetypeId);
    return {
      storagetypeId: i.storagetypeId,
      code: t?.code ?? null,
      name: t?.name ?? `Storage type ${i.storagetypeId}`,
      size: Number(t?.size ?? 0),
      quantity: i.quantity,
    };
  });
  const commissionSlabs: CommissionSlab[] = slabs.rows
    .filter((s) => s.serviceCategory === 'Storage' || s.serviceCategory === 'Service')
    .map((s) => ({
      id: s.id,
      partnerId: s.partnerId,
      target: Number(s.target),
      commissionPercent: Number(s.commissionPercent),
      category: s.serviceCategory as CommissionCategory,
    }));
  const issuedAt = order.quoteSentAt ?? now.toISOString();
  // The VAT of the day the quote was sent (a draft: today's), from the country's configuration; else its record's.
  const configuredVat = await configurationValueAsOf(db, countryId, 'vat', issuedAt);
  const contacts = await readQuoteContacts(db, countryId, issuedAt);
  const vatPercent = configuredVat !== undefined ? Number(configuredVat) : country ? Number(country.vat) : undefined;
  const breakdown = priceQuote({
    countryId,
    ...(vatPercent !== undefined ? { vatPercent } : {}),
    months: order.months,
    size: order.size,
    items: items.map((i) => ({ size: i.size, quantity: i.quantity })),
    rate: order.rate,
    customerRent: order.customerRent,
    services: order.services.map((s) => ({
      name: s.servicetype?.name ?? serviceName.get(s.servicetypeId) ?? `Service ${s.servicetypeId}`,
      amount: s.amount,
      servicetypeId: s.servicetypeId,
    })),
    couponId: order.couponId,
    partnerId: order.partnerId,
    partnerStorageCommissionPercent: order.partnerStorageCommissionPercent,
    partnerServiceCommissionPercent: order.partnerServiceCommissionPercent,
    commissionSlabs,
  });
  const terms = await termsAsOf(db, countryId, 'quote', issuedAt);
  const validUntil = new Date(Date.parse(issuedAt) + QUOTE_VALIDITY_DAYS * DAY_MS).toISOString();
  const version = order.quoteVersionSent ?? order.quoteVersion;
  return {
    order,
    items,
    breakdown,
    issuedAt,
    validUntil,
    version,
    contacts,
    language: documentLanguage(customer?.language),
    terms,
  };
};
