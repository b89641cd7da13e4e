import PDFDocument from 'pdfkit';
import { hasArabic, visualPieces } from '../../../sales/quote/bidi-runs.js';
import { arabicFont } from '../../../sales/quote/quote-fonts.js';
import type { NoteDocument } from './note-data.js';

/** DD/MM/YYYY, as on every screen (ARCHITECTURE §8). */
const day = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = iso.slice(0, 10).split('-');
  return d.length === 3 ? `${d[2]}/${d[1]}/${d[0]}` : iso;
};

/** A time slot hour (from/to are whole hours of the day) as HH:00. */
const hour = (h: number | null): string => (h === null ? '—' : `${String(h).padStart(2, '0')}:00`);

/** The standard fonts hold Latin-1 only: Arabic goes through the Arabic font, anything else shows as '?'. */
const latin1 = (s: string | null | undefined): string => (s ?? '').replace(/[^\u0000-\u00ff]/g, '?');

type Doc = InstanceType<typeof PDFDocument>;
type Align = 'left' | 'right';

const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const ARABIC = { regular: 'NotoSansArabic', bold: 'NotoSansArabic-Bold' } as const;
const BODY_SIZE = 10;
const LATIN_ASCENT = 0.718 * BODY_SIZE;
const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

/** One text in a box, Arabic pieces shaped by the Arabic font on one line (as the quote draws them). */
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
  for (const p of pieces) {
    doc.font(p.font).text(p.shown, cx, y + LATIN_ASCENT, { lineBreak: false, baseline: 'alphabetic' });
    height = Math.max(height, doc.font(LATIN[weight]).currentLineHeight(true));
    cx += p.width;
  }
  doc.font(LATIN[weight]);
  doc.x = x;
  doc.y = y + height;
};

const orDash = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '—' : String(v));

/**
 * The request note as a PDF (spec 2 §2 'Note PDF', §7 `GET {api}/pdf/note?id={id}`, spec 3 §7 document paths): the
 * request, its slot, the customer, where, the warehouse and team, the lines and services, the notes and a place
 * for the customer's and the team's signatures.
 */
export const renderNotePdf = (n: NoteDocument): Promise<Buffer> => {
  const r = n.request;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Request note ${r.id}`, Subject: `Note of request ${r.id}`, Author: 'Storage console' },
  });
  doc.registerFont(ARABIC.regular, arabicFont('regular'));
  doc.registerFont(ARABIC.bold, arabicFont('bold'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const row = (cells: readonly string[], widths: readonly number[], options: { bold?: boolean } = {}) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, i) => {
      const w = widths[i]! * WIDTH;
      draw(doc, cell, x, y, w - 6, i === 0 ? 'left' : 'right', options.bold === true);
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
  const line = (label: string, value: string) => row([label, value], [0.35, 0.65]);
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(12).text(text, MARGIN);
    doc.fontSize(BODY_SIZE);
    rule();
  };

  doc.font('Helvetica-Bold').fontSize(20).text('Request note', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(BODY_SIZE);
  doc.text(`Request ${r.id}    Printed: ${day(n.printedAt)}`);

  heading('Request');
  line('Request id', String(r.id));
  line('Type', r.type);
  line('Status', r.status);
  line('Date', day(r.date));
  line('Time slot', `${hour(r.from)} - ${hour(r.to)}`);
  if (r.orderId !== null) line('Order', String(r.orderId));

  heading('Customer');
  line('Name', orDash(r.userName));
  line('Phone', orDash(n.customerPhone));
  line('Address', r.addressId === null ? '—' : `Address ${r.addressId}`);
  line('City / country', `${r.cityName ?? '—'}${n.countryName ? `, ${n.countryName}` : ''}`);

  heading('Operations');
  line('Warehouse', orDash(r.warehouseName));
  line('Team', orDash(r.teamName));
  if (r.partnerId !== 1) line('Partner', orDash(r.partnerName));

  heading('Lines');
  const widths = [0.2, 0.32, 0.16, 0.16, 0.16];
  row(['Storage id', 'Code', 'Qty', 'Qty done', 'Qty WH'], widths, { bold: true });
  if (n.lines.length === 0) row(['No lines', '', '', '', ''], widths);
  for (const l of n.lines) row([orDash(l.storageId), orDash(l.code), String(l.qty), orDash(l.qtyDone), orDash(l.qtyWarehouse)], widths);

  heading('Services');
  if (n.services.length === 0) row(['No services', ''], [0.7, 0.3]);
  for (const s of n.services) row([s.name, s.amount === null ? '' : `${r.currency ?? ''} ${s.amount.toFixed(2)}`.trim()], [0.7, 0.3]);

  heading('Notes');
  row([r.comment ? r.comment : '—'], [1]);
  if (r.reason) row([`Reason: ${r.reason}`], [1]);

  heading('Signatures');
  doc.moveDown(2.5);
  if (doc.y > 740) doc.addPage();
  const y = doc.y;
  const half = WIDTH / 2 - 20;
  doc.moveTo(MARGIN, y).lineTo(MARGIN + half, y).lineWidth(0.5).strokeColor('#000000').stroke();
  doc.moveTo(MARGIN + WIDTH - half, y).lineTo(MARGIN + WIDTH, y).stroke();
  doc.font('Helvetica').fontSize(BODY_SIZE);
  doc.text('Customer signature', MARGIN, y + 4, { width: half });
  doc.text('Team signature', MARGIN + WIDTH - half, y + 4, { width: half });
  doc.text('Name:                              Date:', MARGIN, y + 20, { width: half });
  doc.text('Name:                              Date:', MARGIN + WIDTH - half, y + 20, { width: half });

  doc.end();
  return done;
};
