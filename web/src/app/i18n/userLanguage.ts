import type { Locale } from './locale';

/** A user record's `language` (spec 3 §2: EN or AR) as the console's locale. */
export const localeOfLanguage = (language: unknown): Locale => (language === 'AR' ? 'ar' : 'en');

/** The console's locale as a user record's `language`. */
export const languageOfLocale = (locale: Locale): 'EN' | 'AR' => (locale === 'ar' ? 'AR' : 'EN');

/** Before anyone signs in, the console speaks the browser's language when it is Arabic, else English. */
export const browserLocale = (): Locale =>
  typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
