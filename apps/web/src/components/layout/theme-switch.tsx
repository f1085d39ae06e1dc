import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cx } from '../../lib/cx.ts';
import { THEME_SETTINGS, useTheme, type ThemeSetting } from '../../theme/theme-context.ts';

const LABELS: Record<ThemeSetting, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeSetting, unknown>;

/** Light / Dark / System choice; the trigger shows the setting in force. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { setting, setSetting } = useTheme();
  const Icon = ICONS[setting];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Change theme"
        title={`Theme: ${LABELS[setting]}`}
        className={cx(
          'inline-flex size-9 items-center justify-center rounded-full text-fg transition hover:bg-surface-2',
          className,
        )}
      >
        <Icon aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-40 rounded-xl border border-border bg-surface p-1.5 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold tracking-wider text-muted uppercase">
            Theme
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={setting}
            onValueChange={(value) => setSetting(THEME_SETTINGS.find((s) => s === value) ?? 'system')}
          >
            {THEME_SETTINGS.map((option) => {
              const OptionIcon = ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="relative flex h-9 cursor-pointer items-center gap-2 rounded-lg pr-8 pl-2 text-sm outline-none select-none data-highlighted:bg-accent-soft"
                >
                  <OptionIcon aria-hidden className="size-4 text-accent" />
                  {LABELS[option]}
                  <DropdownMenu.ItemIndicator className="absolute right-2 inline-flex">
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
