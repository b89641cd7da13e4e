/**
 * Just enough of the Unicode bidirectional algorithm for the short texts of our PDFs (a name, a city, an item): a
 * text that holds Arabic is cut into the pieces to draw from left to right, each with the font it needs.
 *
 * - The paragraph's direction is its first strong character's (Arabic: right to left), or the one given (a text of
 *   a right to left document is a right to left paragraph even when it starts with a number: '3 أشهر').
 * - Letters and digits of other scripts are strong left to right; spaces and punctuation take the direction of
 *   the strong characters on both sides when they agree, else the paragraph's; a percent sign right after a digit
 *   stays with its number ('5%', as the algorithm's European terminator).
 * - Runs of one direction are laid out in the paragraph's order (reversed for right to left). Inside a right to
 *   left run the Arabic pieces stay in logical order: the font's shaping (fontkit) joins the letters and lays the
 *   glyphs out right to left itself; the other characters of the run (spaces, punctuation) are reversed here.
 */
export interface TextPiece {
  readonly text: string;
  /** Drawn with the Arabic font (shaped by fontkit), else with the standard Latin font. */
  readonly arabic: boolean;
}

/** The Arabic blocks the embedded font covers (Arabic, Supplement, Extended-A/B, Presentation Forms A and B). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const MIRRORED: Readonly<Record<string, string>> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

type Direction = 'R' | 'L';

export const hasArabic = (text: string): boolean => ARABIC.test(text);

const strong = (ch: string): Direction | null => (ARABIC.test(ch) ? 'R' : LETTER_OR_DIGIT.test(ch) ? 'L' : null);

/** The pieces of `text` in the order they are drawn, left to right. */
export const visualPieces = (text: string, paragraph?: 'ltr' | 'rtl'): TextPiece[] => {
  const chars = [...text];
  const strongs = chars.map(strong);
  const base: Direction =
    paragraph === 'rtl' ? 'R' : paragraph === 'ltr' ? 'L' : (strongs.find((d) => d !== null) ?? 'L');
  const resolved: Direction[] = chars.map((_, i) => {
    const own = strongs[i];
    if (own) return own;
    if (chars[i] === '%' && i > 0 && /\p{N}/u.test(chars[i - 1]!)) return 'L';
    let before: Direction | null = null;
    for (let j = i - 1; j >= 0 && before === null; j--) before = strongs[j] ?? null;
    let after: Direction | null = null;
    for (let j = i + 1; j < chars.length && after === null; j++) after = strongs[j] ?? null;
    return before !== null && before === after ? before : base;
  });
  const runs: { dir: Direction; chars: string[] }[] = [];
  chars.forEach((ch, i) => {
    const dir = resolved[i]!;
    const last = runs[runs.length - 1];
    if (last && last.dir === dir) last.chars.push(ch);
    else runs.push({ dir, chars: [ch] });
  });
  if (base === 'R') runs.reverse();
  const pieces: TextPiece[] = [];
  for (const run of runs) {
    if (run.dir === 'L') {
      pieces.push({ text: run.chars.join(''), arabic: false });
      continue;
    }
    const inRun: TextPiece[] = [];
    for (const ch of run.chars) {
      const arabic = ARABIC.test(ch);
      const last = inRun[inRun.length - 1];
      if (last && last.arabic === arabic) inRun[inRun.length - 1] = { text: last.text + ch, arabic };
      else inRun.push({ text: ch, arabic });
    }
    for (const p of inRun.reverse()) {
      pieces.push(
        p.arabic
          ? p
          : {
              text: [...p.text]
                .reverse()
                .map((c) => MIRRORED[c] ?? c)
                .join(''),
              arabic: false,
            },
      );
    }
  }
  return pieces.filter((p) => p.text !== '');
};
