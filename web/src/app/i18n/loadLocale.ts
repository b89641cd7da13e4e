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
    const { ar, enumLabelsAr } = await import('./ar');
    registerCatalogue('ar', ar);
    registerEnumLabels('ar', enumLabelsAr);
  }
  switchLocale(locale);
};
