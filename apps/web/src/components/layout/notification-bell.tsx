import { Bell } from 'lucide-react';
import { cx } from '../../lib/cx.ts';
import { useDeferredControl } from './deferred-control.tsx';

export const BELL_TRIGGER_CLASSES =
  'relative inline-flex size-9 items-center justify-center rounded-full text-fg transition hover:bg-surface-2';

const loadPopover = () => import('./notification-popover.tsx').then((module) => module.NotificationPopover);

/** The notifications bell; its popover (NotificationPopover) loads on first use. */
export function NotificationBell({ className }: { className?: string }) {
  const popover = useDeferredControl(loadPopover);
  if (popover.Control) return <popover.Control className={className} defaultOpen={popover.opened} />;
  return (
    <button
      type="button"
      aria-label="Notifications"
      aria-haspopup="dialog"
      className={cx(BELL_TRIGGER_CLASSES, className)}
      {...popover.standIn}
    >
      <Bell aria-hidden className="size-5" />
    </button>
  );
}
