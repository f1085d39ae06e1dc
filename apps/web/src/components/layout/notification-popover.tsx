import { CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SyncNotificationRow } from '@feastforge/domain';
import { useTome } from '../../data/tome-context.ts';
import { useNotificationFeed } from '../../data/use-notification-feed.ts';
import { cx } from '../../lib/cx.ts';
import { bellLabel } from '../../lib/notification-format.ts';
import { BELL_TRIGGER_CLASSES, BellFace } from './notification-bell.tsx';
import { NotificationList } from './notification-list.tsx';

/**
 * The bell and its 'Notifications' popover (400 px tall per spec section 9), loaded on first use
 * (see NotificationBell): the newest 10 from this device's tome, 'Mark all read', and items that
 * mark themselves read and open their page. Read marks are local writes queued for the server,
 * so they work offline too.
 */
export function NotificationPopover({ className, defaultOpen = false }: { className?: string; defaultOpen?: boolean }) {
  const titleId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const tome = useTome();
  const feed = useNotificationFeed();
  const navigate = useNavigate();
  const unread = feed?.unreadCount ?? 0;

  const markAllRead = () => {
    if (tome) void tome.write({ name: 'notification.readAll', args: {} });
  };
  const openItem = (item: SyncNotificationRow) => {
    if (tome && !item.read) void tome.write({ name: 'notification.read', args: { id: item.id } });
    setOpen(false);
    if (item.actionUrl) void navigate(item.actionUrl);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={bellLabel(unread)} className={cx(BELL_TRIGGER_CLASSES, className)}>
        <BellFace unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-50 flex h-[min(400px,70dvh)] w-[min(22rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface text-fg shadow-2xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border bg-surface-2 px-4 py-3">
            <h2 id={titleId} className="text-base font-bold">
              Notifications
            </h2>
            <button
              type="button"
              onClick={markAllRead}
              disabled={unread === 0}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-accent transition hover:bg-accent-soft disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent"
            >
              <CheckCheck aria-hidden className="size-4" />
              Mark all read
            </button>
          </div>
          <NotificationList feed={feed} onOpen={openItem} />
          <Popover.Arrow className="fill-border" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
