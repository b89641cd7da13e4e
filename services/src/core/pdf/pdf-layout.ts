import PDFDocument from 'pdfkit';
import { arabicFont } from './arabic-font.js';
import { hasArabic, visualPieces } from './bidi-runs.js';
import { latinLine } from './latin-line.js';

/**
 * What our A4 documents (the quote, the request note) draw with: the page, the mixed Latin/Arabic text, and the
 * labelled lines, table rows, rules and headings they are laid out in.
 */
export type Doc = InstanceType<typeof PDFDocument>;
type Align = 'left' | 'right';

export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;
/** The text size of a document's body, where mixed texts are drawn. */
export const BODY_SIZE = 10;

/** DD/MM/YYYY, as on every screen (ARCHITECTURE §8). */
export const day = (iso: string | null | undefined): string => {
  if (!iso) return '—';
  const d = iso.slice(0, 10).split('-');
  return d.length === 3 ? `${d[2]}/${d[1]}/${d[0]}` : iso;
};

/**
 * The standard PDF fonts hold Latin-1 only: Arabic is drawn with the embedded Arabic font (see `draw`); any other
 * character outside Latin-1 is shown as '?' rather than as a wrong glyph.
 */
const latin1 = (s: string | null | undefined): string => (s ?? '').replace(/[\u0100-\uffff]/g, '?');

const LATIN = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** Helvetica's ascender (its AFM: 718/1000) at the body size. */
const LATIN_ASCENT = 0.718 * BODY_SIZE;
const ARABIC = { regular: 'NotoSansArabic', bold: 'NotoSansArabic-Bold' } as const;

/**
 * The most a text measured whole can be narrower than pdfkit's wrapper measures it, per place it may break the
 * line: the wrapper measures the pieces between breaks apart, so it leaves out the kerning across each break, and
 * in Helvetica (regular and bold) a pair starting with a space or a punctuation mark kerns by at most 120/1000 of
 * the size (`KPX space Y -120`, `KPX comma quoteright -120`). Texts are drawn at the body size.
 */
const KERN_AT_BREAK = 0.12 * BODY_SIZE;

/** A character pdfkit's wrapper breaks the line at whatever the width (a line feed, a form feed, a soft hyphen). */
const forcesBreak = (text: string): boolean => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x85 || c === 0xad) return true;
  }
  return false;
};

/**
 * A Latin text in its box as pdfkit's wrapper lays it out, drawn as one line without the wrapper (latin-line.ts)
 * when it surely fits: the wrapper's line, at the x its alignment gives (the right edge less the width), so the
 * page's content is the same. A text that may not fit (see KERN_AT_BREAK), that holds a forced break or trailing
 * spaces, or that is too low on the page (the wrapper would start a new one) still goes through the wrapper.
 */
const drawLatin = (doc: Doc, text: string, x: number, y: number, width: number, align: Align, font: string): void => {
  doc.font(font);
  if (text === '') {
    // The wrapper draws nothing for an empty text and moves no line down.
    doc.x = x;
    doc.y = y;
    return;
  }
  const lineHeight = doc.currentLineHeight(true);
  const line = forcesBreak(text) || /\s$/.test(text) ? null : latinLine(doc, text);
  const breaks = text.match(/[^A-Za-z0-9]/g)?.length ?? 0;
  if (!line || line.width + KERN_AT_BREAK * breaks > width || y + lineHeight > doc.page.maxY()) {
    doc.text(text, x, y, { width, align });
    return;
  }
  line.draw(align === 'right' ? x + (width - line.width) : x, y);
  doc.x = x;
  doc.y = y + lineHeight;
};

/**
 * Draws one text in a box of `width` at (x, y), in the document's current font size (`size`: Arabic pieces sit on
 * its baseline). Latin text as pdfkit lays it out (wrapping); a text with Arabic as its pieces in drawing order
 * (bidi-runs.ts: `paragraph` is the direction of the document it is in, else its first letter's), Arabic pieces
 * with the Arabic font, which shapes them, on one line.
 */
export const draw = (
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  align: Align,
  bold: boolean,
  size: number = BODY_SIZE,
  paragraph?: 'ltr' | 'rtl',
): void => {
  const weight = bold ? 'bold' : 'regular';
  if (!hasArabic(text)) {
    drawLatin(doc, latin1(text), x, y, width, align, LATIN[weight]);
    return;
  }
  const pieces = visualPieces(text, paragraph).map((p) => {
    const font = p.arabic ? ARABIC[weight] : LATIN[weight];
    const shown = p.arabic ? p.text : latin1(p.text);
    return { font, shown, width: doc.font(font).widthOfString(shown) };
  });
  const total = pieces.reduce((sum, p) => sum + p.width, 0);
  let cx = align === 'right' ? Math.max(x, x + width - total) : x;
  let height = 0;
  // The fonts' ascenders differ: every piece sits on the baseline a Latin text drawn at y has.
  for (const p of pieces) {
    doc
      .font(p.font)
      .text(p.shown, cx, y + LATIN_ASCENT * (size / BODY_SIZE), { lineBreak: false, baseline: 'alphabetic' });
    height = Math.max(height, doc.font(LATIN[weight]).currentLineHeight(true));
    cx += p.width;
  }
  doc.font(LATIN[weight]);
  doc.x = x;
  doc.y = y + height;
};

/** The width `draw` gives a text on one line. */
const drawnWidth = (doc: Doc, text: string, bold: boolean): number => {
  const weight = bold ? 'bold' : 'regular';
  if (!hasArabic(text)) return doc.font(LATIN[weight]).widthOfString(latin1(text));
  return visualPieces(text).reduce(
    (sum, p) =>
      sum + doc.font(p.arabic ? ARABIC[weight] : LATIN[weight]).widthOfString(p.arabic ? p.text : latin1(p.text)),
    0,
  );
};

/** Typographic quotes, dashes and bullets as the standard fonts' Latin-1 draws them (an editor writes them). */
const plainPunctuation = (text: string): string =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2022/g, '-')
    .replace(/\u00a0/g, ' ');

/**
 * A paragraph of any length at x, `width` wide, from the current line down, a new page when a line would not fit
 * (a document's free text: the quote's terms). Latin text as pdfkit wraps it, left-aligned; a text with Arabic
 * right-aligned, its words filled into lines in reading order by the width `draw` gives them, each line drawn by
 * `draw` (which shapes Arabic but never wraps).
 */
export const drawParagraph = (doc: Doc, text: string, x: number, width: number, bold = false): void => {
  const shown = plainPunctuation(text);
  if (!hasArabic(shown)) {
    doc.font(LATIN[bold ? 'bold' : 'regular']).text(latin1(shown), x, doc.y, { width, align: 'left' });
    doc.x = MARGIN;
    return;
  }
  const lines: string[] = [];
  let line = '';
  for (const word of shown.split(/\s+/).filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && drawnWidth(doc, next, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  for (const l of lines) {
    if (doc.y + doc.currentLineHeight(true) > doc.page.maxY()) doc.addPage();
    draw(doc, l, x, doc.y, width, 'right', bold);
  }
  doc.x = MARGIN;
};

/**
 * A new A4 document with our margins and author, and the promise of its bytes once it is ended. The Arabic font is
 * registered but embedded only into documents that show Arabic (as the subset of the glyphs they use).
 */
export const startPdf = (info: {
  readonly Title: string;
  readonly Subject: string;
}): { doc: Doc; done: Promise<Buffer> } => {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { ...info, Author: 'Storage console' } });
  doc.registerFont(ARABIC.regular, arabicFont('regular'));
  doc.registerFont(ARABIC.bold, arabicFont('bold'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
};

export interface PdfLayout {
  /** The document's title, large, at the top of the first page; the body size after it. */
  title: (text: string) => void;
  /** A line of body text across the text width, from the side the document reads from. */
  text: (text: string) => void;
  /** A section heading with a rule under it. */
  heading: (text: string) => void;
  /**
   * A row of cells, each `widths[i]` of the text width: the first left-aligned, the others right-aligned; right to
   * left, the row is mirrored (the first cell at the right edge, right-aligned, the others left-aligned).
   */
  row: (cells: readonly string[], widths: readonly number[], options?: { bold?: boolean }) => void;
  /** A label and its value, at the document's line widths. */
  line: (label: string, value: string, bold?: boolean) => void;
  /** A thin grey rule across the text width. */
  rule: () => void;
}

/**
 * The layout primitives on `doc`: `lineWidths` splits a labelled line; with `newPageBelow`, a row that would start
 * lower than that on the page starts a new page instead. `direction` 'rtl' lays a document out for an Arabic reader:
 * titles, headings and lines from the right edge, rows mirrored; each text keeps its own order (bidi-runs.ts), so
 * numbers, amounts, dates and ids read left to right inside it.
 */
export const pdfLayout = (
  doc: Doc,
  options: { lineWidths: readonly [number, number]; newPageBelow?: number; direction?: 'ltr' | 'rtl' },
): PdfLayout => {
  const rtl = options.direction === 'rtl';
  const row: PdfLayout['row'] = (cells, widths, rowOptions = {}) => {
    if (options.newPageBelow !== undefined && doc.y > options.newPageBelow) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    let height = 0;
    cells.forEach((cell, i) => {
      const w = widths[i]! * WIDTH;
      if (rtl)
        draw(
          doc,
          cell,
          MARGIN + WIDTH - (x - MARGIN) - w + 6,
          y,
          w - 6,
          i === 0 ? 'right' : 'left',
          rowOptions.bold === true,
          BODY_SIZE,
          'rtl',
        );
      else draw(doc, cell, x, y, w - 6, i === 0 ? 'left' : 'right', rowOptions.bold === true);
      height = Math.max(height, doc.y - y);
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + height + 2;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.3);
  };
  if (rtl) {
    const fromRight = (text: string, size: number, bold: boolean) => {
      doc.fontSize(size);
      draw(doc, text, MARGIN, doc.y, WIDTH, 'right', bold, size, 'rtl');
      doc.font('Helvetica').fontSize(BODY_SIZE);
    };
    return {
      title: (text) => {
        doc.y = MARGIN;
        fromRight(text, 20, true);
      },
      text: (text) => fromRight(text, BODY_SIZE, false),
      heading: (text) => {
        doc.moveDown(0.8);
        fromRight(text, 12, true);
        rule();
      },
      row,
      line: (label, value, bold = false) => row([label, value], options.lineWidths, { bold }),
      rule,
    };
  }
  return {
    title: (text) => {
      doc.font('Helvetica-Bold').fontSize(20).text(text, MARGIN, MARGIN);
      doc.font('Helvetica').fontSize(BODY_SIZE);
    },
    text: (text) => {
      doc.text(text);
    },
    heading: (text) => {
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(12).text(text, MARGIN);
      doc.fontSize(BODY_SIZE);
      rule();
    },
    row,
    line: (label, value, bold = false) => row([label, value], options.lineWidths, { bold }),
    rule,
  };
};
