import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_SETTINGS, ThemeContext, type ResolvedTheme, type ThemeSetting } from './theme-context.ts';

/** Same key as the inline script in index.html, which applies the theme before first paint. */
const THEME_KEY = 'feastforge_theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readSetting(value: string | null): ThemeSetting {
  return THEME_SETTINGS.find((s) => s === value) ?? 'system';
}

function storedSetting(): ThemeSetting {
  try {
    return readSetting(localStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

/** Applies the theme setting to <html>, follows the system theme live and keeps tabs in step. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [setting, setSettingState] = useState<ThemeSetting>(storedSetting);
  const [systemDark, setSystemDark] = useState(() => matchMedia(DARK_QUERY).matches);
  const resolved: ResolvedTheme = setting === 'dark' || (setting === 'system' && systemDark) ? 'dark' : 'light';

  useEffect(() => {
    const query = matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEY) setSettingState(readSetting(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved]);

  const setSetting = useCallback((next: ThemeSetting) => {
    setSettingState(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Blocked storage only means the choice is not remembered across visits.
    }
  }, []);

  const value = useMemo(() => ({ setting, resolved, setSetting }), [setting, resolved, setSetting]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
