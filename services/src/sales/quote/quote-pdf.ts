import { formatMoney, money, type Currency, type Money } from '@console/contracts';
import { documentWords } from '../../core/documents/document-words.js';
import { BODY_SIZE, day, draw, drawParagraph, MARGIN, pdfLayout, startPdf, WIDTH } from '../../core/pdf/pdf-layout.js';
import { QUOTE_VALIDITY_DAYS, type QuoteDocument } from './quote-data.js';
import { drawQuoteContacts } from './quote-contacts.js';

/** CBM with at most 3 decimals, as the quote shows them. */
const cbm = (n: number): string => `${Number(n.toFixed(3))} CBM`;

/**
 * The quote of a lead as a PDF (spec 2 §2 'View Quote', spec 3 §7 `/pdf/quote?id={leadId}`): the customer, the
 * items with their sizes, size, rate and rent, the services (free ones, the discount, 'Delivery (Charged Later)'
 * apart), VAT, the totals and the validity; partner commissions when the partner is not the business itself.
 * Every amount through contracts' formatMoney. In the customer's language: Arabic right to left (issue 36 §4). The
 * country's quote terms close it, as they stood when it was issued.
 */
export const renderQuotePdf = (q: QuoteDocument): Promise<Buffer> => {
  const { order, breakdown: b } = q;
  const currency: Currency = b.currency;
  const m = (amount: Money | number) => formatMoney(money(amount), currency);
  const { doc, done } = startPdf({ Title: `Quote ${order.id}`, Subject: `Quotation for lead ${order.id}` });
  const w = documentWords(q.language);
  const rtl = q.language === 'AR';
  const layout = pdfLayout(doc, { lineWidths: [0.7, 0.3], direction: rtl ? 'rtl' : 'ltr' });
  const { title, heading, row, line, rule } = layout;
  /** A text across the page that may hold Arabic data (a reference, a coupon): drawn from the reading side. */
  const mixed = (text: string) => (rtl ? layout.text(text) : draw(doc, text, MARGIN, doc.y, WIDTH, 'left', false));

  title(w('quotation'));
  layout.text(
    q.version !== null
      ? w('quoteForLeadVersion', { id: order.id, version: q.version })
      : w('quoteForLead', { id: order.id }),
  );
  layout.text(w('dateValidUntil', { date: day(q.issuedAt), until: day(q.validUntil) }));
  if (order.ref) mixed(w('referenceLine', { reference: order.ref }));
  drawQuoteContacts(layout, q.contacts, w);

  heading(w('customer'));
  line(w('name'), order.userName ?? order.name ?? '');
  line(w('email'), order.userEmail ?? order.email ?? '');
  line(w('phone'), order.userPhone ?? order.phone ?? '');
  line(w('city'), `${order.cityName ?? ''}${order.countryName ? `, ${order.countryName}` : ''}`);
  if (order.partnerId !== 1) line(w('partner'), order.partnerName ?? '');
  line(w('orderType'), w.code('orderType', order.type));
  if (order.date) line(w(order.pickupRequired ? 'pickupDate' : 'dropDate'), day(order.date));
  line(w('storageDuration'), w.months(b.months));

  heading(w('items'));
  const itemWidths = [0.46, 0.18, 0.16, 0.2];
  row([w('item'), w('sizeEach'), w('quantity'), w('size')], itemWidths, { bold: true });
  if (q.items.length === 0) row([w('noItems'), '', '', ''], itemWidths);
  for (const i of q.items) row([i.name, cbm(i.size), String(i.quantity), cbm(i.size * i.quantity)], itemWidths);
  rule();
  line(w('size'), cbm(b.size), true);

  heading(w('storageRent'));
  line(
    b.rateSource !== 'slab' ? w('ratePerCbm') : b.slabUpTo == null ? w('slabAbove') : w('slabUpTo', { n: b.slabUpTo }),
    m(b.rate),
  );
  line(w('sizeTimesRate'), m(b.computedRent));
  if (b.rent !== b.computedRent) line(w('minimumRentApplies'), m(b.minimumRent));
  line(w('monthlyRent'), m(b.customerRent), true);
  line(w('totalRentTimes', { months: b.months, rent: m(b.customerRent) }), m(b.totalRent), true);

  heading(w('services'));
  const serviceWidths = [0.55, 0.2, 0.25];
  row([w('service'), w('price'), w('charged')], serviceWidths, { bold: true });
  if (b.services.length === 0) row([w('noServices'), '', ''], serviceWidths);
  for (const s of b.services) {
    const charged =
      s.kind === 'free'
        ? w('free')
        : s.kind === 'discount'
          ? `- ${m(Math.abs(s.amount))}`
          : s.kind === 'chargedLater'
            ? w('chargedLater')
            : m(s.charged);
    row([s.name, m(s.amount), charged], serviceWidths);
  }
  if (b.freeServicesSuppressed) mixed(w('couponNoFree', { coupon: order.couponId ?? '' }));
  rule();
  line(w('serviceCharges'), m(b.serviceCharges));
  if (b.discount !== 0) line(w('discount'), `- ${m(b.discount)}`);
  if (b.chargedLater !== 0) line(w('deliveryChargedLater'), m(b.chargedLater));

  heading(w('totals'));
  line(w('totalRent'), m(b.totalRent));
  line(w('serviceCharges'), m(b.serviceCharges));
  if (b.discount !== 0) line(w('discount'), `- ${m(b.discount)}`);
  line(w(b.vatApplies ? 'totalBeforeVat' : 'total'), m(b.total), !b.vatApplies);
  if (b.vatApplies) {
    line(w('vatPercent', { percent: b.vatPercent }), m(b.vat));
    line(w('totalWithVat'), m(b.totalWithVat), true);
    line(w('monthlyRentWithVat'), m(b.monthlyRentWithVat));
  }

  if (b.partner) {
    heading(w('partnerCommission'));
    const p = b.partner;
    line(w('storageCommission'), p.storageCommissionPercent === null ? '—' : `${p.storageCommissionPercent}%`);
    line(w('serviceCommission'), `${p.serviceCommissionPercent}%`);
    line(w('partnerShare'), m(p.partnerShare));
  }

  doc.moveDown(1.5);
  const validity = w('quoteValidity', { days: QUOTE_VALIDITY_DAYS, date: day(q.validUntil), currency });
  if (rtl) {
    doc.font('Helvetica').fontSize(9).fillColor('#555555');
    draw(doc, validity, MARGIN, doc.y, WIDTH, 'right', false, 9, 'rtl');
    doc.fontSize(BODY_SIZE);
  } else {
    doc.font('Helvetica').fontSize(9).fillColor('#555555').text(validity, MARGIN);
  }
  doc.fillColor('#000000').fontSize(BODY_SIZE);
  if (q.terms.length > 0) {
    heading(w('termsAndConditions'));
    for (const block of q.terms) {
      if (block.kind === 'heading') doc.moveDown(0.4);
      const indent = block.kind === 'item' ? 12 : 0;
      drawParagraph(
        doc,
        block.marker === '' ? block.text : `${block.marker} ${block.text}`,
        MARGIN + indent,
        WIDTH - indent,
        block.kind === 'heading',
      );
      doc.moveDown(0.25);
    }
  }
  doc.end();
  return done;
};
