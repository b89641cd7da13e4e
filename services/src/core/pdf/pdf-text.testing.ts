import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of ours draws, read back the way a PDF reader does: each text object's strings decoded with the
 * font selected for them, through that font's ToUnicode map (the embedded fonts' glyph ids) or as single bytes
 * (the standard fonts). Enough for pdfkit's output; a test helper, not a PDF library.
 */
export interface DrawnText {
  readonly font: string;
  readonly text: string;
  /** Where the text object starts across the page (its text matrix), in points: which side a text is drawn on. */
  readonly x: number;
  /** Its baseline's height on the page (from the bottom), in points: the texts of a line share it. */
  readonly y: number;
}

const objects = (pdf: Buffer): Map<number, { dict: string; stream: Buffer | null }> => {
  const src = pdf.toString('latin1');
  const out = new Map<number, { dict: string; stream: Buffer | null }>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      out.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1] ?? body.length);
    const raw = Buffer.from(body.slice(start, start + length), 'latin1');
    out.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return out;
};

/** A ToUnicode CMap: glyph code (hex) → text. */
const cmap = (text: string): Map<string, string> => {
  const map = new Map<string, string>();
  const hexText = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map((x) => parseInt(x, 16)));
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toLowerCase(), hexText(uni!));
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const from = parseInt(lo!, 16);
      const to = parseInt(hi!, 16);
      // An empty entry (<>) is a glyph with no text of its own (a shaping part): it maps to nothing.
      const list = rest!.startsWith('[') ? [...rest!.matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => x[1]!) : null;
      for (let c = from; c <= to; c++) {
        const code = c.toString(16).padStart(lo!.length, '0');
        const listed = list?.[c - from];
        if (list && listed === undefined) continue;
        map.set(
          code,
          listed !== undefined ? hexText(listed) : String.fromCodePoint(parseInt(rest!.slice(1, -1), 16) + (c - from)),
        );
      }
    }
  }
  return map;
};

export const drawnTexts = (pdf: Buffer): DrawnText[] => {
  const objs = objects(pdf);
  // Font resource name → (base font, ToUnicode map or null).
  const fonts = new Map<string, { base: string; unicode: Map<string, string> | null }>();
  for (const { dict } of objs.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(dict);
    if (!resources) continue;
    for (const [, name, ref] of resources[1]!.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
      const font = objs.get(Number(ref))?.dict ?? '';
      const base = /\/BaseFont\s*\/([\w+-]+)/.exec(font)?.[1] ?? name!;
      const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font);
      const stream = toUnicode ? objs.get(Number(toUnicode[1]))?.stream : null;
      fonts.set(name!, { base, unicode: stream ? cmap(stream.toString('latin1')) : null });
    }
  }
  const out: DrawnText[] = [];
  for (const { dict, stream } of objs.values()) {
    if (!stream || /\/ToUnicode|\/Subtype|\/Length1|\/FontFile/.test(dict) || !stream.includes('BT')) continue;
    const content = stream.toString('latin1');
    let font = { base: '', unicode: null as Map<string, string> | null };
    // One text object (BT … ET) is one call's text: its strings joined, in the font last selected.
    for (const [, block] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let text = '';
      const tm = /([-\d.]+)\s+([-\d.]+)\s+Tm/.exec(block!);
      const x = Number(tm?.[1] ?? Number.NaN);
      const y = Number(tm?.[2] ?? Number.NaN);
      for (const [, tf, strings] of block!.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
        if (tf) {
          font = fonts.get(tf) ?? { base: tf, unicode: null };
          continue;
        }
        const unicode = font.unicode;
        for (const [, h] of strings!.matchAll(/<([0-9a-fA-F]*)>/g)) {
          text += unicode
            ? (h!.match(/.{4}/g) ?? []).map((code) => unicode.get(code.toLowerCase()) ?? '\ufffd').join('')
            : Buffer.from(h!, 'hex').toString('latin1');
        }
      }
      out.push({ font: font.base, text, x, y });
    }
  }
  return out;
};

const MIRROR: Readonly<Record<string, string>> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<' };

/** A piece drawn left to right turned back to right to left reading order (a bracket drawn mirrored, unmirrored). */
const readBack = (text: string): string =>
  [...text]
    .reverse()
    .map((c) => MIRROR[c] ?? c)
    .join('');

/**
 * The lines of a right to left page as an Arabic reader reads them: the texts sharing a baseline, from the right
 * edge, each Arabic piece (drawn, so extracted, left to right) and each piece of spaces and punctuation between
 * Arabic words turned back to reading order; a Latin run (a number, an amount, an id) stays as it reads. Texts of
 * one line in several cells are read as one string.
 */
export const rightToLeftLines = (drawn: readonly DrawnText[]): string[] => {
  const lines = new Map<number, DrawnText[]>();
  for (const t of drawn) {
    const key = [...lines.keys()].find((y) => Math.abs(y - t.y) < 2) ?? t.y;
    lines.set(key, [...(lines.get(key) ?? []), t]);
  }
  return [...lines.values()].map((texts) =>
    [...texts]
      .sort((a, b) => b.x - a.x)
      .map((t) => (t.font.includes('Arabic') || !/[\p{L}\p{N}]/u.test(t.text) ? readBack(t.text) : t.text))
      .join(''),
  );
};

/**
 * An Arabic text by its letters' shapes without their dots: the embedded font draws some letters as one dotless
 * glyph and a dot (ف and ق, س and ش, the tooth of ب ت ث ن ي), and a reader of the PDF (this one, a viewer's search)
 * maps that glyph back to one of them. Texts compared this way are the same words as drawn.
 */
export const arabicSkeleton = (text: string): string =>
  text
    .replace(/[بتثنيىئ]/g, 'ٮ')
    .replace(/[جحخ]/g, 'ح')
    .replace(/[دذ]/g, 'د')
    .replace(/[رز]/g, 'ر')
    .replace(/[سش]/g, 'س')
    .replace(/[صض]/g, 'ص')
    .replace(/[طظ]/g, 'ط')
    .replace(/[عغ]/g, 'ع')
    .replace(/[فق]/g, 'ف')
    .replace(/[هة]/g, 'ه');
