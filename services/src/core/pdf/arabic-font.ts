import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff-to-sfnt.js';

/**
 * The Arabic font of our PDFs (the quote, the request note): Noto Sans Arabic (SIL Open Font License) from the
 * `@fontsource/noto-sans-arabic` package, its Arabic subset (fontkit, under pdfkit, shapes Arabic and embeds the
 * glyphs used as a subset). The standard Helvetica fonts keep drawing everything else. Read and unwrapped from WOFF
 * once per process.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
  bold: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff',
} as const;

const cache = new Map<keyof typeof FILES, Buffer>();

export const arabicFont = (weight: keyof typeof FILES): Buffer => {
  let font = cache.get(weight);
  if (!font) {
    font = woffToSfnt(readFileSync(require.resolve(FILES[weight])));
    cache.set(weight, font);
  }
  return font;
};
