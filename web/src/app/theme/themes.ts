import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { t } from '../i18n/messages';

export type ThemeName = 'light' | 'dark';
export const THEME_KEY = 'theme';
/** Spec 1 §1: light by default. */
export const DEFAULT_THEME: ThemeName = 'light';
export const isThemeName = (v: unknown): v is ThemeName => v === 'light' || v === 'dark';

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      '"Inter", "Noto Sans Arabic", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
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

const palettes: Record<ThemeName, ThemeOptions['palette']> = {
  light: {
    mode: 'light',
    primary: { main: '#1f5fae' },
    secondary: { main: '#00897b' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#7fb2f0' },
    secondary: { main: '#4db6ac' },
    background: { default: '#121417', paper: '#1b1e23' },
  },
};

export type Direction = 'ltr' | 'rtl';

/**
 * MUI's own words (the pagination's buttons, an autocomplete's clear and open) from the catalogue, in the language
 * the theme is made in: a theme is made per direction, and the direction is the language's (Arabic right to left).
 */
const widgetWords = (): ThemeOptions['components'] => ({
  MuiTablePagination: {
    defaultProps: { getItemAriaLabel: (type) => t(`widgets.page.${type}`) },
  },
  MuiAutocomplete: {
    defaultProps: { clearText: t('widgets.clear'), openText: t('widgets.open'), closeText: t('widgets.close') },
  },
});

const made = new Map<string, Theme>();

/** The light or dark theme, left to right or (Arabic) right to left: made once each. */
export const themeOf = (name: ThemeName, direction: Direction): Theme => {
  const key = `${name}:${direction}`;
  let theme = made.get(key);
  if (!theme) {
    theme = createTheme({
      ...shared,
      direction,
      palette: palettes[name],
      components: { ...shared.components, ...widgetWords() },
    });
    made.set(key, theme);
  }
  return theme;
};
