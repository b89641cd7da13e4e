import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { usePreference } from '../preferences/usePreference';
import { DEFAULT_THEME, isThemeName, THEME_KEY, themes, type ThemeName } from './themes';

export const useThemeName = (): [ThemeName, (t: ThemeName) => void] =>
  usePreference<ThemeName>(THEME_KEY, DEFAULT_THEME, isThemeName);

/** The light or dark theme the user chose, kept in the browser under 'theme'. */
export const ThemeRoot = ({ children }: { children: ReactNode }) => {
  const [name] = useThemeName();
  return (
    <ThemeProvider theme={themes[name]}>
      <CssBaseline />
      <div data-theme={name} style={{ display: 'contents' }}>
        {children}
      </div>
    </ThemeProvider>
  );
};
