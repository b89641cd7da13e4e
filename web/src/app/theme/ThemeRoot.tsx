import { useEffect, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLocale } from '../i18n/locale';
import { usePreference } from '../preferences/usePreference';
import { ltrCache, rtlCache } from './rtlCache';
import { DEFAULT_THEME, isThemeName, THEME_KEY, themeOf, type ThemeName } from './themes';

export const useThemeName = (): [ThemeName, (t: ThemeName) => void] =>
  usePreference<ThemeName>(THEME_KEY, DEFAULT_THEME, isThemeName);

/**
 * The light or dark theme the user chose (kept in the browser under 'theme'), in the direction of the console's
 * language: Arabic right to left, with the document's `dir` and `lang` following.
 */
export const ThemeRoot = ({ children }: { children: ReactNode }) => {
  const [name] = useThemeName();
  const locale = useLocale();
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
  // The same tree in both directions (only the cache and the theme change): nothing mounts again, so no screen
  // fetches its data again.
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={themeOf(name, direction)}>
        <CssBaseline />
        <div data-theme={name} style={{ display: 'contents' }}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
};
