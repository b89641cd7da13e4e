import { registerEnumLabels } from './enumText';
import { switchLocale, type Locale } from './locale';
import { registerCatalogue } from './messages';

/**
 * Makes `locale` the console's language, loading its words first. Arabic is a dynamic import, its own chunk: only
 * those who choose it download it, and the shell before sign-in stays English-only (issue 36's budget). English is
 * built in, so choosing it just switches.
 */
export const loadLocale = async (locale: Locale): Promise<void> => {
  if (locale === 'ar') {
    // The words and the typeface that draws them (ar/arabicTypeface.ts), both chunks of their own.
    const [{ ar, enumLabelsAr }] = await Promise.all([import('./ar'), import('./ar/arabicTypeface')]);
    registerCatalogue('ar', ar);
    registerEnumLabels('ar', enumLabelsAr);
  }
  switchLocale(locale);
};
