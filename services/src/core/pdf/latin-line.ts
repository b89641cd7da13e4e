import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * One line of Latin text drawn with a standard PDF font (Helvetica) as pdfkit's `text()` draws it, byte for byte,
 * without its per-call work. A statement of 500 invoices is ~4,400 short table cells; pdfkit measures each cell
 * three or four times (the wrapper, the alignment, the encoding) and looks every pair of letters up in the font's
 * kerning table under a key it builds as a new string ('A\0V'): that, and the dozen small writes of each call, was
 * three quarters of the render. Here a cell is measured once, its kerning read from a table built once per process
 * by glyph name, and its content written in one piece.
 *
 * It reads what pdfkit 0.20 keeps on a document (the current font, its size and resource, the page's fonts):
 * services/package.json pins that version, and pdf-layout.unit.spec.ts checks that a document drawn this way is
 * the same bytes as one drawn by pdfkit's `text()`, so an upgrade that changes either shows there.
 */

/** pdfkit's metrics of a standard font (its AFM file): glyph names by character, widths, kerning pairs. */
interface AfmFont {
  readonly kernPairs: Readonly<Record<string, number>>;
  glyphsForString(text: string): string[];
  widthOfGlyph(glyph: string): number;
}

/** The document's state pdfkit's `text()` reads and writes, as version 0.20 names it. */
interface TextState {
  readonly _font: {
    readonly id: string;
    readonly name: string;
    readonly ascender: number;
    readonly font: unknown;
    ref(): unknown;
  };
  readonly _fontSize: number;
  readonly page: { readonly height: number; readonly fonts: Record<string, unknown> };
}

const isAfm = (font: unknown): font is AfmFont =>
  typeof font === 'object' && font !== null && 'kernPairs' in font && 'glyphsForString' in font;

/** Kerning by left glyph, then right glyph, per standard font (their metrics never change). */
const kerning = new Map<string, ReadonlyMap<string, ReadonlyMap<string, number>>>();

const kernTable = (name: string, afm: AfmFont): ReadonlyMap<string, ReadonlyMap<string, number>> => {
  let table = kerning.get(name);
  if (!table) {
    const built = new Map<string, Map<string, number>>();
    for (const [pair, amount] of Object.entries(afm.kernPairs)) {
      const [left = '', right = ''] = pair.split('\0');
      let row = built.get(left);
      if (!row) built.set(left, (row = new Map<string, number>()));
      row.set(right, amount);
    }
    kerning.set(name, built);
    table = built;
  }
  return table;
};

/** pdfkit's number in content: rounded to a millionth. */
const num = (n: number): number => Math.round(n * 1e6) / 1e6;

export interface LatinLine {
  /** The width `doc.widthOfString` gives, in points. */
  readonly width: number;
  /** Writes the line with its top left at (x, y), as `doc.text(text, x, y, { lineBreak: false })` does. */
  draw(x: number, y: number): void;
}

/**
 * The line of `text` in the document's current font and size, or null when pdfkit's `text()` must draw it: a font
 * that is not a standard one (the Arabic font), an empty text, a control character or one beyond Latin-1.
 */
export const latinLine = (doc: Doc, text: string): LatinLine | null => {
  const state = doc as unknown as TextState;
  const font = state._font;
  const afm = font.font;
  if (!isAfm(afm) || text === '') return null;
  let hex = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Two hex digits a character (pdfkit writes a control character's code with one).
    if (c < 0x20 || c > 0xff) return null;
    hex += c.toString(16);
  }
  const kerns = kernTable(font.name, afm);
  const glyphs = afm.glyphsForString(text);
  const size = state._fontSize;
  // The TJ operands as pdfkit writes them: the codes up to each kerned glyph, then its kerning, negated.
  const commands: string[] = [];
  let units = 0;
  let from = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!;
    const next = glyphs[i + 1];
    const kern = next === undefined ? 0 : (kerns.get(glyph)?.get(next) ?? 0);
    units += afm.widthOfGlyph(glyph) + kern;
    if (kern !== 0 || i === glyphs.length - 1) {
      commands.push(`<${hex.slice(2 * from, 2 * (i + 1))}> ${num(-kern)}`);
      from = i + 1;
    }
  }
  return {
    width: units * (size / 1000),
    draw: (x, y) => {
      const page = state.page;
      if (page.fonts[font.id] == null) page.fonts[font.id] = font.ref();
      const top = page.height - y - (font.ascender / 1000) * size;
      doc.addContent(
        `q\n1 0 0 -1 0 ${num(page.height)} cm\nBT\n1 0 0 1 ${num(x)} ${num(top)} Tm\n/${font.id} ${num(size)} Tf\n[${commands.join(' ')}] TJ\nET\nQ`,
      );
    },
  };
};
