import { formatMoney, money, type Currency, type Money } from '@console/contracts';
import { BODY_SIZE, day, draw, drawParagraph, MARGIN, pdfLayout, startPdf, WIDTH } from '../../core/pdf/pdf-layout.js';
import { QUOTE_VALIDITY_DAYS, type QuoteDocument } from './quote-data.js';

/** CBM with at most 3 decimals, as the quote shows them. */
const cbm = (n: number): string => `${Number(n.toFixed(3))} CBM`;

/**
 * The quote of a lead as a PDF (spec 2 §2 'View Quote', spec 3 §7 `/pdf/quote?id={leadId}`): the customer, the
 * items with their sizes, size, rate and rent, the services (free ones, the discount, 'Delivery (Charged Later)'
 * apart), VAT, the totals and the validity; partner commissions when the partner is not the business itself.
 * Every amount through contracts' formatMoney. The country's quote terms close it, as they stood when it was issued.
 */
export const renderQuotePdf = (q: QuoteDocument): Promise<Buffer> => {
  const { order, breakdown: b } = q;
  const currency: Currency = b.currency;
  const m = (amount: Money | number) => formatMoney(money(amount), currency);
  const { doc, done } = startPdf({ Title: `Quote ${order.id}`, Subject: `Quotation for lead ${order.id}` });
  const { title, heading, row, line, rule } = pdfLayout(doc, { lineWidths: [0.7, 0.3] });

  title('Quotation');
  doc.text(`Quote for lead ${order.id}${q.version !== null ? `, version ${q.version}` : ''}`);
  doc.text(`Date: ${day(q.issuedAt)}    Valid until: ${day(q.validUntil)}`);
  if (order.ref) draw(doc, `Reference: ${order.ref}`, MARGIN, doc.y, WIDTH, 'left', false);

  heading('Customer');
  line('Name', order.userName ?? order.name ?? '');
  line('E-mail', order.userEmail ?? order.email ?? '');
  line('Phone', order.userPhone ?? order.phone ?? '');
  line('City', `${order.cityName ?? ''}${order.countryName ? `, ${order.countryName}` : ''}`);
  if (order.partnerId !== 1) line('Partner', order.partnerName ?? '');
  line('Order type', order.type);
  if (order.date) line(order.pickupRequired ? 'Pickup date' : 'Drop date', day(order.date));
  line('Storage duration', `${b.months} month${b.months === 1 ? '' : 's'}`);

  heading('Items');
  const itemWidths = [0.46, 0.18, 0.16, 0.2];
  row(['Item', 'Size each', 'Quantity', 'Size'], itemWidths, { bold: true });
  if (q.items.length === 0) row(['No items listed', '', '', ''], itemWidths);
  for (const i of q.items) row([i.name, cbm(i.size), String(i.quantity), cbm(i.size * i.quantity)], itemWidths);
  rule();
  line('Size', cbm(b.size), true);

  heading('Storage rent');
  line(
    `Rate per CBM per month${b.rateSource === 'slab' ? ` (${b.slabUpTo == null ? 'above 6 CBM' : `up to ${b.slabUpTo} CBM`})` : ''}`,
    m(b.rate),
  );
  line('Size × rate', m(b.computedRent));
  if (b.rent !== b.computedRent) line('Minimum monthly rent applies', m(b.minimumRent));
  line('Monthly rent', m(b.customerRent), true);
  line(`Total rent (${b.months} × ${m(b.customerRent)})`, m(b.totalRent), true);

  heading('Services');
  const serviceWidths = [0.55, 0.2, 0.25];
  row(['Service', 'Price', 'Charged'], serviceWidths, { bold: true });
  if (b.services.length === 0) row(['No services', '', ''], serviceWidths);
  for (const s of b.services) {
    const charged =
      s.kind === 'free'
        ? 'Free'
        : s.kind === 'discount'
          ? `- ${m(Math.abs(s.amount))}`
          : s.kind === 'chargedLater'
            ? 'Charged later'
            : m(s.charged);
    row([s.name, m(s.amount), charged], serviceWidths);
  }
  if (b.freeServicesSuppressed) {
    draw(
      doc,
      `Coupon ${order.couponId ?? ''}: free pickup and delivery do not apply.`,
      MARGIN,
      doc.y,
      WIDTH,
      'left',
      false,
    );
  }
  rule();
  line('Service charges', m(b.serviceCharges));
  if (b.discount !== 0) line('Discount', `- ${m(b.discount)}`);
  if (b.chargedLater !== 0) line('Delivery (Charged Later), not in the total', m(b.chargedLater));

  heading('Totals');
  line('Total rent', m(b.totalRent));
  line('Service charges', m(b.serviceCharges));
  if (b.discount !== 0) line('Discount', `- ${m(b.discount)}`);
  line(b.vatApplies ? 'Total before VAT' : 'Total', m(b.total), !b.vatApplies);
  if (b.vatApplies) {
    line(`VAT ${b.vatPercent}%`, m(b.vat));
    line('Total including VAT', m(b.totalWithVat), true);
    line('Monthly rent including VAT', m(b.monthlyRentWithVat));
  }

  if (b.partner) {
    heading('Partner commission');
    const p = b.partner;
    line('Storage commission', p.storageCommissionPercent === null ? '—' : `${p.storageCommissionPercent}%`);
    line('Service commission', `${p.serviceCommissionPercent}%`);
    line('Partner share of services', m(p.partnerShare));
  }

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `This quotation is valid for ${QUOTE_VALIDITY_DAYS} days, until ${day(q.validUntil)}. Amounts in ${currency}.`,
      MARGIN,
    );
  doc.fillColor('#000000').fontSize(BODY_SIZE);
  if (q.terms.length > 0) {
    heading('Terms and conditions');
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
