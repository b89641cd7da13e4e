import { useSyncExternalStore } from 'react';

/** The console's languages: the user record's `language` (EN, AR) in the catalogue's terms. */
export type Locale = 'en' | 'ar';

type Listener = () => void;

let current: Locale = 'en';
const listeners = new Set<Listener>();

/** The language the console speaks now; `t()` formats in it. */
export const currentLocale = (): Locale => current;

/**
 * Makes `locale` the console's language and tells every screen that reads `useLocale()` to render again. Only the
 * language changes: the store, and so the data on screen, stays as it is (no reload, no refetch).
 */
export const switchLocale = (locale: Locale): void => {
  if (locale === current) return;
  current = locale;
  for (const listener of listeners) listener();
};

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The console's language, as a React value: a component that reads it renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale);
