import regular from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url';
import medium from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-500-normal.woff2?url';
import bold from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url';

/**
 * The Arabic typeface comes with the Arabic words (this chunk): the console draws Arabic in Noto Sans Arabic on every
 * system, named in the theme's font stack, so the browser does not search the system's fonts for each run of Arabic
 * text (slow where the system has few Arabic faces: issue 36's switch). Only Arabic letters take it
 * (`unicodeRange`): digits, Latin names and e-mails keep the console's Latin face.
 */
const ARABIC_LETTERS = 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF, U+200C-200E';

// Where there is no FontFace (a browser without it; the unit tests' Node), the system's fonts draw Arabic.
const fonts = typeof document === 'undefined' || typeof FontFace === 'undefined' ? undefined : document.fonts;

for (const [weight, url] of [
  ['400', regular],
  ['500', medium],
  ['700', bold],
] as const) {
  fonts?.add(
    new FontFace('Noto Sans Arabic', `url(${url}) format('woff2')`, {
      weight,
      display: 'swap',
      unicodeRange: ARABIC_LETTERS,
    }),
  );
}
