import { BellOff, LoaderCircle } from 'lucide-react';
import type { SyncNotificationRow } from '@feastforge/domain';
import type { NotificationFeed } from '../../data/notification-feed.ts';
import { cx } from '../../lib/cx.ts';
import { relativeTime } from '../../lib/notification-format.ts';

interface NotificationListProps {
  /** null while the tome is still opening. */
  feed: NotificationFeed | null;
  onOpen(item: SyncNotificationRow): void;
}

/** The popover's body: loading, the spec's empty text, or the newest notifications. */
export function NotificationList({ feed, onOpen }: NotificationListProps) {
  if (!feed) {
    return (
      <div role="status" className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-muted">
        <LoaderCircle aria-hidden className="size-5 animate-spin text-accent" />
        Loading notifications…
      </div>
    );
  }
  if (feed.latest.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft">
          <BellOff aria-hidden className="size-6 text-accent" />
        </span>
        <p className="text-sm text-muted">No notifications yet</p>
      </div>
    );
  }
  const now = new Date();
  return (
    <ul className="flex-1 divide-y divide-border overflow-y-auto">
      {feed.latest.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item)}
            className={cx(
              'flex w-full gap-3 px-4 py-3 text-left transition hover:bg-surface-2 focus-visible:bg-surface-2',
              !item.read && 'bg-accent-soft/40',
            )}
          >
            <span
              aria-hidden
              className={cx('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-accent')}
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className={cx('text-sm', item.read ? 'font-medium' : 'font-bold')}>
                {item.title}
                {!item.read && <span className="sr-only"> (unread)</span>}
              </span>
              <span className="text-sm text-muted">{item.message}</span>
              <time dateTime={item.createdAt} className="text-xs text-muted">
                {relativeTime(item.createdAt, now)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
