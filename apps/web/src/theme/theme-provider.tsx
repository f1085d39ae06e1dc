import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { storedChoice } from '../lib/stored-choice.ts';
import { THEME_SETTINGS, ThemeContext, type ResolvedTheme, type ThemeSetting } from './theme-context.ts';

/** Same key as the inline script in index.html, which applies the theme before first paint. */
const theme = storedChoice('feastforge_theme', THEME_SETTINGS, 'system');
const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemIsDark = () => matchMedia(DARK_QUERY).matches;

function resolve(setting: ThemeSetting, systemDark: boolean): ResolvedTheme {
  return setting === 'dark' || (setting === 'system' && systemDark) ? 'dark' : 'light';
}

/**
 * Applies the theme setting to <html>, follows the system theme live and keeps tabs in step. A
 * server-rendered page hydrates as 'system' and then shows the stored setting; the inline script
 * has already painted the right colours.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const setting = theme.use();
  const systemDark = useSyncExternalStore(subscribeToSystem, systemIsDark, () => false);
  const resolved = resolve(setting, systemDark);

  useEffect(() => {
    // Read afresh rather than from this render, which during hydration is the server's guess.
    document.documentElement.classList.toggle('dark', resolve(theme.read(), systemIsDark()) === 'dark');
  }, [resolved]);

  const value = useMemo(() => ({ setting, resolved, setSetting: theme.write }), [setting, resolved]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
