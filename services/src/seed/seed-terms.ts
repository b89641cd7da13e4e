import type { DEMO_COUNTRIES } from './seed-data.js';

type DemoCountry = (typeof DEMO_COUNTRIES)[number];

/** The law each demo country's terms name. */
const LAW: Readonly<Record<DemoCountry['id'], string>> = {
  1: 'the laws of the United Arab Emirates and the courts of Dubai',
  2: 'the laws of the State of Kuwait and the courts of Kuwait City',
  3: 'the laws of the Kingdom of Saudi Arabia and the courts of Riyadh',
};

/**
 * Each country's quote terms (issue 34 §7), demo text: what a storage quote usually states (validity, payment in
 * advance, insurance, notice, the law). The quote PDF draws them; an admin edits them on /terms-conditions.
 */
export const demoQuoteTerms = (c: DemoCountry): Record<string, unknown> => ({
  countryId: c.id,
  type: 'quote',
  tag: 'quote',
  title: `Quotation terms and conditions (${c.name})`,
  htmlContent: [
    '<ol>',
    '<li>Prices are valid until the date shown on this quotation and are subject to a survey of the goods.</li>',
    `<li>Storage rent is paid monthly in advance in ${c.currency}${c.vat > 0 ? `, VAT at ${c.vat}% included where shown` : ''}.</li>`,
    "<li>Goods are stored at the customer's risk unless insurance is taken out with us.</li>",
    '<li>Either party may end the storage with 14 days written notice; rent is due for the notice period.</li>',
    '<li>Hazardous, perishable and illegal goods are not accepted.</li>',
    '</ol>',
    `<p>These terms are governed by ${LAW[c.id]}. ${c.legalEntity}.</p>`,
  ].join(''),
  userId: null,
});
