import PDFDocument from 'pdfkit';
import { BODY_SIZE, draw, MARGIN, WIDTH, type Doc } from './pdf-layout.js';

/** The bytes of a document drawn by `paint`, uncompressed and dated alike, so two ways of drawing compare. */
const render = (paint: (doc: Doc) => void): Promise<Buffer> => {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress: false, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  doc.fontSize(BODY_SIZE);
  paint(doc);
  doc.end();
  return done;
};

type Cell = readonly [text: string, width: number, align: 'left' | 'right', bold: boolean];

const CELLS: readonly Cell[] = [
  ['15/01/2026', 73, 'left', false],
  ['Payment to INAE1234 (payment #98765)', 212, 'left', false],
  ['AED 1,234,567.89', 93, 'right', false],
  ['AED -0.50', 93, 'right', true],
  ['Balance', 93, 'right', true],
  ['', 93, 'right', false],
  ['trailing spaces   ', 120, 'right', false],
  // Kerned across its breaks (space Y): about as wide as its box.
  ['Y Y Y Y Y Y Y Y Y Y', 61, 'left', false],
  ['Y Y Y Y Y Y Y Y Y Y', 61, 'right', false],
  ['A description too long for its box, which the wrapper breaks over lines', 150, 'left', false],
  ['two\nlines', 200, 'right', false],
  ['Demo Storage FZ-LLC', 297, 'left', false],
];

describe('a Latin text drawn in its box', () => {
  it("is drawn as pdfkit's line wrapper draws it, down to the bytes, over a page break", async () => {
    // Enough cells to run past the page's bottom, where the wrapper starts a new page.
    const cells = Array.from({ length: 8 }, () => CELLS).flat();
    const drawn = await render((doc) => {
      for (const [text, width, align, bold] of cells) draw(doc, text, MARGIN, doc.y, width, align, bold);
    });
    const wrapped = await render((doc) => {
      for (const [text, width, align, bold] of cells) {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(text, MARGIN, doc.y, { width, align });
      }
    });
    expect(drawn.toString('latin1')).toContain('/Type /Page\n');
    expect(drawn.toString('latin1').match(/\/Type \/Page\n/g)!.length).toBeGreaterThan(1);
    expect(drawn.toString('latin1')).toEqual(wrapped.toString('latin1'));
  });

  it('ends where the next line starts, as after the wrapper', async () => {
    const ends: number[][] = [[], []];
    await render((doc) => {
      draw(doc, 'AED 12.00', MARGIN, 100, WIDTH / 5, 'right', false);
      ends[0]!.push(doc.x, doc.y);
      doc.text('AED 12.00', MARGIN, 100, { width: WIDTH / 5, align: 'right' });
      ends[1]!.push(doc.x, doc.y);
    });
    expect(ends[0]).toEqual(ends[1]);
  });
});
