import { createTheme, type Theme } from '@mui/material/styles';

export type ThemeName = 'light' | 'dark';
export const THEME_KEY = 'theme';
/** Spec 1 §1: light by default. */
export const DEFAULT_THEME: ThemeName = 'light';
export const isThemeName = (v: unknown): v is ThemeName => v === 'light' || v === 'dark';

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSize: 14,
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' as const, fontWeight: 600 } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' as const, fontWeight: 600 } } },
    MuiTextField: { defaultProps: { size: 'small' as const } },
    MuiFormControl: { defaultProps: { size: 'small' as const } },
    MuiAutocomplete: { defaultProps: { size: 'small' as const } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
};

export const themes: Record<ThemeName, Theme> = {
  light: createTheme({
    ...shared,
    palette: {
      mode: 'light',
      primary: { main: '#1f5fae' },
      secondary: { main: '#00897b' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
    },
  }),
  dark: createTheme({
    ...shared,
    palette: {
      mode: 'dark',
      primary: { main: '#7fb2f0' },
      secondary: { main: '#4db6ac' },
      background: { default: '#121417', paper: '#1b1e23' },
    },
  }),
};
