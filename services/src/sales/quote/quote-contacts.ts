import { configuredText } from '@console/contracts';
import type { ReadModels } from '@console/projections';
import type { Kysely } from 'kysely';
import { drawBillingCompany, readBillingCompany, type BillingCompany } from '../../core/documents/billing-company.js';
import type { DocumentWords } from '../../core/documents/document-words.js';
import type { PdfLayout } from '../../core/pdf/pdf-layout.js';
import { configurationValuesAsOf } from '../../core/resources/configuration-values.js';

/** Who the customer calls about a quote (spec 3 §3 Country salesContactName/Phone/Email). */
export interface SalesContact {
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

/** The company quoting and its sales contact, as the lead's country had them the day the quote counts from. */
export interface QuoteContacts {
  readonly company: BillingCompany | null;
  readonly salesContact: SalesContact | null;
}

const SALES_KEYS = ['salesContactName', 'salesContactPhone', 'salesContactEmail'] as const;

/** The country's company and sales contact configurations as of the quote's instant (issue 34 §6). */
export const readQuoteContacts = async (
  db: Kysely<ReadModels>,
  countryId: number,
  at: string,
): Promise<QuoteContacts> => {
  const [company, sales] = await Promise.all([
    readBillingCompany(db, countryId, at),
    configurationValuesAsOf(db, countryId, SALES_KEYS, at),
  ]);
  const contact = {
    name: configuredText(sales.salesContactName),
    phone: configuredText(sales.salesContactPhone),
    email: configuredText(sales.salesContactEmail),
  };
  const none = contact.name === null && contact.phone === null && contact.email === null;
  return { company, salesContact: none ? null : contact };
};

/** The quote's issuer block and its sales contact; a value the country leaves empty is left out. */
export const drawQuoteContacts = (layout: PdfLayout, contacts: QuoteContacts, w: DocumentWords): void => {
  drawBillingCompany(layout, contacts.company, w);
  const c = contacts.salesContact;
  if (!c) return;
  layout.heading(w('salesContact'));
  if (c.name) layout.line(w('name'), c.name);
  if (c.phone) layout.line(w('phone'), c.phone);
  if (c.email) layout.line(w('email'), c.email);
};
