import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO } from './browser.js';

type Table = Readonly<Record<string, string>>;
type Tables = Readonly<Record<string, Table>>;

/** The console's catalogues, English and Arabic, as the browser has them (web/src/app/i18n). */
export interface Catalogues {
  readonly en: Table;
  readonly ar: Table;
  readonly enumEn: Tables;
  readonly enumAr: Tables;
}

/**
 * Loaded by path at run time: the web's sources are compiled by Jest's transform like its unit tests, but are not
 * part of the browser tests' TypeScript program (their imports are the bundler's, without extensions).
 */
export const loadCatalogues = async (): Promise<Catalogues> => {
  const i18n = path.join(REPO, 'web/src/app/i18n');
  const messages = (await import(path.join(i18n, 'messages.ts'))) as { en: Table };
  const arabic = (await import(path.join(i18n, 'ar/index.ts'))) as { ar: Table; enumLabelsAr: Tables };
  const enums = (await import(path.join(i18n, 'enumLabels.ts'))) as { enumLabels: Tables };
  return { en: messages.en, ar: arabic.ar, enumEn: enums.enumLabels, enumAr: arabic.enumLabelsAr };
};

/** ICU's own words and a message's argument names are syntax, not text a screen shows. */
const ICU_WORDS = new Set([
  'plural',
  'select',
  'selectordinal',
  'other',
  'zero',
  'few',
  'many',
  'number',
  'date',
  'time',
]);
const LATIN_WORD = /[A-Za-z]{4,}/g;

/** The words (4+ Latin letters, lower case) an English text shows and its Arabic twin does not also show. */
const shownWords = (english: string, arabic: string | undefined): string[] => {
  if (arabic === english) return [];
  const argumentNames = new Set([...english.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!.toLowerCase()));
  const kept = new Set((arabic ?? '').match(LATIN_WORD)?.map((w) => w.toLowerCase()) ?? []);
  return (english.match(LATIN_WORD) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => !ICU_WORDS.has(w) && !argumentNames.has(w) && !kept.has(w));
};

/**
 * Every English word of the catalogue that Arabic does not keep (the messages and the enumerations' words), with
 * a key that says it, for a failure's message.
 */
export const englishWords = (c: Catalogues): ReadonlyMap<string, string> => {
  const words = new Map<string, string>();
  const add = (key: string, english: string, arabic: string | undefined) => {
    for (const w of shownWords(english, arabic)) if (!words.has(w)) words.set(w, key);
  };
  for (const [key, english] of Object.entries(c.en)) add(key, english, c.ar[key]);
  for (const [name, table] of Object.entries(c.enumEn))
    for (const [value, english] of Object.entries(table)) add(`${name}.${value}`, english, c.enumAr[name]?.[value]);
  // A word the Arabic catalogue itself writes in Latin letters (a language's own name, a brand) is Arabic's too.
  const arabicTexts = [...Object.values(c.ar), ...Object.values(c.enumAr).flatMap((t) => Object.values(t))];
  for (const text of arabicTexts) for (const w of text.match(LATIN_WORD) ?? []) words.delete(w.toLowerCase());
  return words;
};

/** The first segments of the catalogue's keys (`orders`, `list`, `menu`…): a text `list.export` on screen is a key. */
export const keyNamespaces = (c: Catalogues): ReadonlySet<string> =>
  new Set(Object.keys(c.en).flatMap((k) => (k.includes('.') ? [k.split('.')[0]!] : [])));

/** What a person reads on the page: its visible text, and the labels and hints of its controls. */
export const readableText = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((e) =>
      ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attributes].join('\n');
  });

export interface Findings {
  /** English words of the catalogue on screen, each with a key of the catalogue that has it. */
  readonly english: readonly string[];
  /** Message keys shown as they are. */
  readonly rawKeys: readonly string[];
}

/**
 * What is not Arabic in `text`: English words of the catalogue and raw message keys. `data` are words of the data
 * on screen (names, addresses, e-mails the test made or the demo holds): shown as typed, they are not the console's
 * words. E-mail addresses and web addresses are data as a whole.
 */
export const notArabic = (
  text: string,
  words: ReadonlyMap<string, string>,
  namespaces: ReadonlySet<string>,
  data: readonly string[] = [],
): Findings => {
  const withoutAddresses = text.replace(/\S+@\S+/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  const rawKeys = new Set(
    [...withoutAddresses.matchAll(/\b[a-z]+(\.[a-zA-Z]+)+\b/g)]
      .map((m) => m[0])
      .filter((k) => namespaces.has(k.split('.')[0]!)),
  );
  // A raw key's words are counted once, as the key.
  const rest = [...rawKeys].reduce((t, k) => t.split(k).join(' '), withoutAddresses);
  const exempt = new Set(data.flatMap((d) => d.match(LATIN_WORD) ?? []).map((w) => w.toLowerCase()));
  const english = new Set<string>();
  for (const m of rest.matchAll(/[A-Za-z]+/g)) {
    const word = m[0].toLowerCase();
    const key = words.get(word);
    // Said with its key and where it stands, so a failure says what to fix.
    const around = rest.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25).replace(/\s+/g, ' ');
    if (key && !exempt.has(word)) english.add(`${m[0]} (${key}) in "${around}"`);
  }
  return { english: [...english].sort(), rawKeys: [...rawKeys].sort() };
};
