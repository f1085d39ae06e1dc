import { Monitor, Moon, Sun } from 'lucide-react';
import { cx } from '../../lib/cx.ts';
import { useTheme, type ThemeSetting } from '../../theme/theme-context.ts';
import { useDeferredControl } from './deferred-control.tsx';

export const THEME_LABELS: Record<ThemeSetting, string> = { light: 'Light', dark: 'Dark', system: 'System' };
export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeSetting, unknown>;
export const THEME_TRIGGER_CLASSES =
  'inline-flex size-9 pointer-coarse:size-11 items-center justify-center rounded-full text-fg transition hover:bg-surface-2';

const loadMenu = () => import('./theme-menu.tsx').then((module) => module.ThemeMenu);

/** Light / Dark / System choice; the trigger shows the setting in force, the menu loads on first use. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { setting } = useTheme();
  const menu = useDeferredControl(loadMenu);
  if (menu.Control) return <menu.Control className={className} defaultOpen={menu.opened} />;
  const Icon = THEME_ICONS[setting];
  return (
    <button
      type="button"
      aria-label="Change theme"
      aria-haspopup="menu"
      title={`Theme: ${THEME_LABELS[setting]}`}
      className={cx(THEME_TRIGGER_CLASSES, className)}
      {...menu.standIn}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
