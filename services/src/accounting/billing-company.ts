import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import type { DocumentWords } from '../core/documents/document-words.js';
import type { PdfLayout } from '../core/pdf/pdf-layout.js';

/** The company that bills in a country (spec 3 §3 Country: legalEntity, address, trn), as its documents print it. */
export interface BillingCompany {
  readonly legalEntity: string | null;
  readonly address: string | null;
  readonly trn: string | null;
}

/** The billing company of a country from its record; null when the country has none of the three. */
export const readBillingCompany = async (db: Kysely<ReadModels>, countryId: number): Promise<BillingCompany | null> => {
  const row = await db
    .selectFrom('rm.country')
    .select(['legalEntity', 'address', 'trn'])
    .where('id', '=', countryId)
    .executeTakeFirst();
  if (!row || (row.legalEntity === null && row.address === null && row.trn === null)) return null;
  return { legalEntity: row.legalEntity, address: row.address, trn: row.trn };
};

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
