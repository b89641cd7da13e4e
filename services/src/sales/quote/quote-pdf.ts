import { formatMoney, money, type Currency, type Money } from '@console/contracts';
import PDFDocument from 'pdfkit';
import { hasArabic, visualPieces } from './bidi-runs.js';
import { QUOTE_VALIDITY_DAYS, type QuoteDocument } from './quote-data.js';
import { arabicFont } from './quote-fonts.js';

/** DD/MM/YYYY, as on every screen (ARCHITECTURE §8). */
const day = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = iso.slice(0, 10).split('-');
  return d.length === 3 ? `${d[2]}/${d[1]}/${d[0]}` : iso;
};

/** CBM with at most 3 decimals, as the quote shows them. */
const cbm = (n: number): string => `${Number(n.toFixed(3))} CBM`;

/**
 * The standard PDF fonts hold Latin-1 only: Arabic is drawn with the embedded Arabic font (see `draw`); any other
 * character outside Latin-1 is shown as '?' rather than as a wrong glyph.
 */
const latin1 = (s: string | null | undefined): string => (s ?? '').replace(/[^\u0000-\u00ff]/g, '?');

type Doc = InstanceType<typeof PDFDocument>;
type Align = 'left' | 'right';

const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** The text size of the quote's body, where mixed texts are drawn, and Helvetica's ascender (its AFM: 718/1000). */
const BODY_SIZE = 10;
const LATIN_ASCENT = 0.718 * BODY_SIZE;
const ARABIC = { regular: 'NotoSansArabic', bold: 'NotoSansArabic-Bold' } as const;

/**
 * Draws one text in a box of `width` at (x, y). Latin text as pdfkit lays it out (wrapping); a text with Arabic as
 * its pieces in drawing order (bidi-runs.ts), Arabic pieces with the Arabic font, which shapes them, on one line.
 */
const draw = (doc: Doc, text: string, x: number, y: number, width: number, align: Align, bold: boolean): void => {
  const weight = bold ? 'bold' : 'regular';
  if (!hasArabic(text)) {
    doc.font(LATIN[weight]).text(latin1(text), x, y, { width, align });
    return;
  }
  const pieces = visualPieces(text).map((p) => {
    const font = p.arabic ? ARABIC[weight] : LATIN[weight];
    const shown = p.arabic ? p.text : latin1(p.text);
    return { font, shown, width: doc.font(font).widthOfString(shown) };
  });
  const total = pieces.reduce((sum, p) => sum + p.width, 0);
  let cx = align === 'right' ? Math.max(x, x + width - total) : x;
  let height = 0;
  // The fonts' ascenders differ: every piece sits on the baseline a Latin text drawn at y has.
  for (const p of pieces) {
    doc.font(p.font).text(p.shown, cx, y + LATIN_ASCENT, { lineBreak: false, baseline: 'alphabetic' });
    height = Math.max(height, doc.font(LATIN[weight]).currentLineHeight(true));
    cx += p.width;
  }
  doc.font(LATIN[weight]);
  doc.x = x;
  doc.y = y + height;
};

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * The quote of a lead as a PDF (spec 2 §2 'View Quote', spec 3 §7 `/pdf/quote?id={leadId}`): the customer, the
 * items with their sizes, size, rate and rent, the services (free ones, the discount, 'Delivery (Charged Later)'
 * apart), VAT, the totals and the validity; partner commissions when the partner is not the business itself.
 * Every amount through contracts' formatMoney.
 */
export const renderQuotePdf = (q: QuoteDocument): Promise<Buffer> => {
  const { order, breakdown: b } = q;
  const currency: Currency = b.currency;
  const m = (amount: Money | number) => formatMoney(money(amount), currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Quote ${order.id}`, Subject: `Quotation for lead ${order.id}`, Author: 'Storage console' },
  });
  // The Arabic font is embedded only into quotes that show Arabic (as the subset of the glyphs they use).
  doc.registerFont(ARABIC.regular, arabicFont('regular'));
  doc.registerFont(ARABIC.bold, arabicFont('bold'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const row = (cells: readonly string[], widths: readonly number[], options: { bold?: boolean } = {}) => {
    const y = doc.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, i) => {
      const w = widths[i]! * WIDTH;
      const align = i === 0 ? 'left' : 'right';
      draw(doc, cell, x, y, w - 6, align, options.bold === true);
      height = Math.max(height, doc.y - y);
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + height + 2;
  };
  const rule = () => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.moveDown(0.3);
  };
  const line = (label: string, value: string, bold = false) => row([label, value], [0.7, 0.3], { bold });
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).text(text, MARGIN);
    doc.fontSize(BODY_SIZE);
    rule();
  };

  doc.font('Helvetica-Bold').fontSize(20).text('Quotation', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(BODY_SIZE);
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
  line(`Rate per CBM per month${b.rateSource === 'slab' ? ` (${b.slabUpTo == null ? 'above 6 CBM' : `up to ${b.slabUpTo} CBM`})` : ''}`, m(b.rate));
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
      s.kind === 'free' ? 'Free' : s.kind === 'discount' ? `- ${m(Math.abs(s.amount))}` : s.kind === 'chargedLater' ? 'Charged later' : m(s.charged);
    row([s.name, m(s.amount), charged], serviceWidths);
  }
  if (b.freeServicesSuppressed) {
    draw(doc, `Coupon ${order.couponId ?? ''}: free pickup and delivery do not apply.`, MARGIN, doc.y, WIDTH, 'left', false);
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
  doc.end();
  return done;
};
