import { useEffect, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLocale } from '../i18n/locale';
import { usePreference } from '../preferences/usePreference';
import { rtlCache } from './rtlCache';
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
  const themed = (
    <ThemeProvider theme={themeOf(name, direction)}>
      <CssBaseline />
      <div data-theme={name} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeProvider>
  );
  return direction === 'rtl' ? <CacheProvider value={rtlCache}>{themed}</CacheProvider> : themed;
};
