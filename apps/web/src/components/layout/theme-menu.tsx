import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cx } from '../../lib/cx.ts';
import { THEME_SETTINGS, useTheme } from '../../theme/theme-context.ts';
import { THEME_ICONS, THEME_LABELS, THEME_TRIGGER_CLASSES } from './theme-switch.tsx';

/** Light / Dark / System choice, loaded on first use (see ThemeSwitch). */
export function ThemeMenu({ className, defaultOpen = false }: { className?: string; defaultOpen?: boolean }) {
  const { setting, setSetting } = useTheme();
  const Icon = THEME_ICONS[setting];
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label="Change theme"
        title={`Theme: ${THEME_LABELS[setting]}`}
        className={cx(THEME_TRIGGER_CLASSES, className)}
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
              const OptionIcon = THEME_ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="relative flex h-9 cursor-pointer items-center gap-2 rounded-lg pr-8 pl-2 text-sm outline-none select-none data-highlighted:bg-accent-soft"
                >
                  <OptionIcon aria-hidden className="size-4 text-accent" />
                  {THEME_LABELS[option]}
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
