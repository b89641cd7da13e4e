import { BODY_SIZE, day, MARGIN, pdfLayout, startPdf, WIDTH } from '../../../core/pdf/pdf-layout.js';
import type { NoteDocument } from './note-data.js';

/** A time slot hour (from/to are whole hours of the day) as HH:00. */
const hour = (h: number | null): string => (h === null ? '—' : `${String(h).padStart(2, '0')}:00`);

const orDash = (v: string | number | null | undefined): string =>
  v === null || v === undefined || v === '' ? '—' : String(v);

/**
 * The request note as a PDF (spec 2 §2 'Note PDF', §7 `GET {api}/pdf/note?id={id}`, spec 3 §7 document paths): the
 * request, its slot, the customer, where, the warehouse and team, the lines and services, the notes and a place
 * for the customer's and the team's signatures.
 */
export const renderNotePdf = (n: NoteDocument): Promise<Buffer> => {
  const r = n.request;
  const { doc, done } = startPdf({ Title: `Request note ${r.id}`, Subject: `Note of request ${r.id}` });
  const { title, heading, row, line } = pdfLayout(doc, { lineWidths: [0.35, 0.65], newPageBelow: 760 });

  title('Request note');
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
  line('Address', orDash(n.address));
  line('City / country', `${r.cityName ?? '—'}${n.countryName ? `, ${n.countryName}` : ''}`);

  heading('Operations');
  line('Warehouse', orDash(r.warehouseName));
  line('Team', orDash(r.teamName));
  if (r.partnerId !== 1) line('Partner', orDash(r.partnerName));

  heading('Lines');
  const widths = [0.2, 0.32, 0.16, 0.16, 0.16];
  row(['Storage id', 'Code', 'Qty', 'Qty done', 'Qty WH'], widths, { bold: true });
  if (n.lines.length === 0) row(['No lines', '', '', '', ''], widths);
  for (const l of n.lines)
    row([orDash(l.storageId), orDash(l.code), String(l.qty), orDash(l.qtyDone), orDash(l.qtyWarehouse)], widths);

  heading('Services');
  if (n.services.length === 0) row(['No services', ''], [0.7, 0.3]);
  for (const s of n.services)
    row([s.name, s.amount === null ? '' : `${r.currency ?? ''} ${s.amount.toFixed(2)}`.trim()], [0.7, 0.3]);

  heading('Notes');
  row([r.comment ? r.comment : '—'], [1]);
  if (r.reason) row([`Reason: ${r.reason}`], [1]);

  heading('Signatures');
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
  doc.text('Customer signature', MARGIN, y + 4, { width: half });
  doc.text('Team signature', MARGIN + WIDTH - half, y + 4, { width: half });
  doc.text('Name:                              Date:', MARGIN, y + 20, { width: half });
  doc.text('Name:                              Date:', MARGIN + WIDTH - half, y + 20, { width: half });

  doc.end();
  return done;
};
