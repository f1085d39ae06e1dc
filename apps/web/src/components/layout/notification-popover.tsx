import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { cx } from '../../lib/cx.ts';
import { BELL_TRIGGER_CLASSES } from './notification-bell.tsx';

/**
 * The bell and its 'Notifications' popover (400 px tall per spec section 9), loaded on first use
 * (see NotificationBell). The list arrives with the notifications feature; until then it shows
 * the spec's empty text.
 */
export function NotificationPopover({ className, defaultOpen = false }: { className?: string; defaultOpen?: boolean }) {
  const titleId = useId();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger aria-label="Notifications" className={cx(BELL_TRIGGER_CLASSES, className)}>
        <Bell aria-hidden className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-50 flex h-[min(400px,70dvh)] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-border bg-surface-2 px-4 py-3">
            <h2 id={titleId} className="text-base font-bold">
              Notifications
            </h2>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft">
              <BellOff aria-hidden className="size-6 text-accent" />
            </span>
            <p className="text-sm text-muted">No notifications yet</p>
          </div>
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
