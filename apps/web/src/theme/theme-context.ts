import { createContext, use } from 'react';

export const THEME_SETTINGS = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof THEME_SETTINGS)[number];
export type ResolvedTheme = 'light' | 'dark';

export interface ThemeState {
  setting: ThemeSetting;
  resolved: ResolvedTheme;
  setSetting(setting: ThemeSetting): void;
}

export const ThemeContext = createContext<ThemeState | null>(null);

/** The theme setting (light, dark, system) and the theme it resolves to right now. */
export function useTheme(): ThemeState {
  const theme = use(ThemeContext);
  if (!theme) throw new Error('useTheme must be used inside <ThemeProvider>');
  return theme;
}
