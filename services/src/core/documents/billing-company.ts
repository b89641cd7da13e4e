import { configuredText } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import type { PdfLayout } from '../pdf/pdf-layout.js';
import type { DocumentWords } from './document-words.js';
import { configurationValuesAsOf } from '../resources/configuration-values.js';

/** The company that bills in a country (spec 3 §3 Country: legalEntity, address, trn), as its documents print it. */
export interface BillingCompany {
  readonly legalEntity: string | null;
  readonly address: string | null;
  readonly trn: string | null;
}

/**
 * The company that billed in a country at an instant (a document's: an invoice's issue, a payment's receipt): the
 * country's legalEntity, address and trn configurations as they stood then (issue 34 §6, the source of truth, see
 * docs/decisions.md); a key the country has no configuration for yet falls back to its record (spec 3 §3 Country).
 * Null when the country has none of the three.
 */
export const readBillingCompany = async (
  db: Kysely<ReadModels>,
  countryId: number,
  at: string,
): Promise<BillingCompany | null> => {
  const [configured, row] = await Promise.all([
    configurationValuesAsOf(db, countryId, COMPANY_KEYS, at),
    db
      .selectFrom('rm.country')
      .select(['legalEntity', 'address', 'trn'])
      .where('id', '=', countryId)
      .executeTakeFirst(),
  ]);
  const field = (key: (typeof COMPANY_KEYS)[number]): string | null =>
    key in configured ? configuredText(configured[key]) : (row?.[key] ?? null);
  const company = { legalEntity: field('legalEntity'), address: field('address'), trn: field('trn') };
  return company.legalEntity === null && company.address === null && company.trn === null ? null : company;
};
const COMPANY_KEYS = ['legalEntity', 'address', 'trn'] as const;

/**
 * The issuer block at the top of an invoice, receipt or statement: who bills and its TRN (a tax invoice names the
 * supplier and its TRN). A field the country leaves empty is left out, not printed blank.
 */
export const drawBillingCompany = (layout: PdfLayout, company: BillingCompany | null, w: DocumentWords): void => {
  if (!company) return;
  layout.heading(w('issuedBy'));
  if (company.legalEntity) layout.line(w('company'), company.legalEntity);
  if (company.address) layout.line(w('address'), company.address);
  if (company.trn) layout.line(w('trn'), company.trn);
};
