import { Bell } from 'lucide-react';
import { useNotificationFeed } from '../../data/use-notification-feed.ts';
import { cx } from '../../lib/cx.ts';
import { bellLabel, unreadBadgeText } from '../../lib/notification-format.ts';
import { useDeferredControl } from './deferred-control.tsx';

export const BELL_TRIGGER_CLASSES =
  'relative inline-flex size-9 pointer-coarse:size-11 items-center justify-center rounded-full text-fg transition hover:bg-surface-2';

const loadPopover = () => import('./notification-popover.tsx').then((module) => module.NotificationPopover);

/** The bell's icon and its unread badge, shared by the stand-in and the real trigger. */
export function BellFace({ unread }: { unread: number }) {
  const badge = unreadBadgeText(unread);
  return (
    <>
      <Bell aria-hidden className="size-5" />
      {badge && (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.65rem] leading-none font-bold text-white tabular-nums"
        >
          {badge}
        </span>
      )}
    </>
  );
}

/**
 * The notifications bell. Its unread badge shows at once (from the tome); the popover
 * (NotificationPopover) loads on first use, so public pages' first load stays small.
 */
export function NotificationBell({ className }: { className?: string }) {
  const popover = useDeferredControl(loadPopover);
  const unread = useNotificationFeed()?.unreadCount ?? 0;
  if (popover.Control) return <popover.Control className={className} defaultOpen={popover.opened} />;
  return (
    <button
      type="button"
      aria-label={bellLabel(unread)}
      aria-haspopup="dialog"
      className={cx(BELL_TRIGGER_CLASSES, className)}
      {...popover.standIn}
    >
      <BellFace unread={unread} />
    </button>
  );
}
