import { documentWords } from '../../../core/documents/document-words.js';
import { BODY_SIZE, day, draw, MARGIN, pdfLayout, startPdf, WIDTH } from '../../../core/pdf/pdf-layout.js';
import type { NoteDocument } from './note-data.js';

/** A time slot hour (from/to are whole hours of the day) as HH:00. */
const hour = (h: number | null): string => (h === null ? '—' : `${String(h).padStart(2, '0')}:00`);

const orDash = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === '' ? '—' : String(v);

/**
 * The request note as a PDF (spec 2 §2 'Note PDF', §7 `GET {api}/pdf/note?id={id}`, spec 3 §7 document paths): the
 * request, its slot, the customer, where, the warehouse and team, the lines and services, the notes and a place
 * for the customer's and the team's signatures. In the customer's language: Arabic right to left (issue 36 §4).
 */
export const renderNotePdf = (n: NoteDocument): Promise<Buffer> => {
  const r = n.request;
  const { doc, done } = startPdf({ Title: `Request note ${r.id}`, Subject: `Note of request ${r.id}` });
  const w = documentWords(n.language);
  const rtl = n.language === 'AR';
  const layout = pdfLayout(doc, { lineWidths: [0.35, 0.65], newPageBelow: 760, direction: rtl ? 'rtl' : 'ltr' });
  const { title, heading, row, line } = layout;

  title(w('requestNote'));
  layout.text(w('requestPrinted', { id: r.id, date: day(n.printedAt) }));

  heading(w('request'));
  line(w('requestId'), String(r.id));
  line(w('type'), w.code('requestType', r.type));
  line(w('status'), w.code('requestStatus', r.status));
  line(w('date'), day(r.date));
  line(w('timeSlot'), `${hour(r.from)} - ${hour(r.to)}`);
  if (r.orderId !== null) line(w('order'), String(r.orderId));

  heading(w('customer'));
  line(w('name'), orDash(r.userName));
  line(w('phone'), orDash(n.customerPhone));
  line(w('address'), orDash(n.address));
  line(w('cityCountry'), `${r.cityName ?? '—'}${n.countryName ? `, ${n.countryName}` : ''}`);

  heading(w('operations'));
  line(w('warehouse'), orDash(r.warehouseName));
  line(w('team'), orDash(r.teamName));
  if (r.partnerId !== 1) line(w('partner'), orDash(r.partnerName));

  heading(w('lines'));
  const widths = [0.2, 0.32, 0.16, 0.16, 0.16];
  row([w('storageId'), w('code'), w('qty'), w('qtyDone'), w('qtyWarehouse')], widths, { bold: true });
  if (n.lines.length === 0) row([w('noLines'), '', '', '', ''], widths);
  for (const l of n.lines)
    row([orDash(l.storageId), orDash(l.code), String(l.qty), orDash(l.qtyDone), orDash(l.qtyWarehouse)], widths);

  heading(w('services'));
  if (n.services.length === 0) row([w('noServices'), ''], [0.7, 0.3]);
  for (const s of n.services)
    row([s.name, s.amount === null ? '' : `${r.currency ?? ''} ${s.amount.toFixed(2)}`.trim()], [0.7, 0.3]);

  heading(w('notes'));
  row([r.comment ? r.comment : '—'], [1]);
  if (r.reason) row([w('reasonLine', { reason: r.reason })], [1]);

  heading(w('signatures'));
  doc.moveDown(2.5);
  if (doc.y > 740) doc.addPage();
  const y = doc.y;
  const half = WIDTH / 2 - 20;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + half, y)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  doc
    .moveTo(MARGIN + WIDTH - half, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke();
  doc.font('Helvetica').fontSize(BODY_SIZE);
  if (rtl) {
    // Mirrored: the customer signs on the right, where an Arabic reader starts.
    draw(doc, w('customerSignature'), MARGIN + WIDTH - half, y + 4, half, 'right', false, BODY_SIZE, 'rtl');
    draw(doc, w('teamSignature'), MARGIN, y + 4, half, 'right', false, BODY_SIZE, 'rtl');
    draw(doc, w('signatureNameDate'), MARGIN + WIDTH - half, y + 20, half, 'right', false, BODY_SIZE, 'rtl');
    draw(doc, w('signatureNameDate'), MARGIN, y + 20, half, 'right', false, BODY_SIZE, 'rtl');
  } else {
    doc.text(w('customerSignature'), MARGIN, y + 4, { width: half });
    doc.text(w('teamSignature'), MARGIN + WIDTH - half, y + 4, { width: half });
    doc.text(w('signatureNameDate'), MARGIN, y + 20, { width: half });
    doc.text(w('signatureNameDate'), MARGIN + WIDTH - half, y + 20, { width: half });
  }

  doc.end();
  return done;
};
