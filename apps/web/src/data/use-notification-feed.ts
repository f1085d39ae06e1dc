import { useEffect, useState } from 'react';
import type { NotificationFeed } from './notification-feed.ts';
import { useTome } from './tome-context.ts';

/**
 * The bell's feed from this device's tome, kept current as notifications arrive and are read;
 * null while the tome is opening (or for visitors, who have none).
 *
 * @example
 * const feed = useNotificationFeed();
 * const unread = feed?.unreadCount ?? 0;
 */
export function useNotificationFeed(): NotificationFeed | null {
  const tome = useTome();
  const [found, setFound] = useState<{ tome: NonNullable<typeof tome>; feed: NotificationFeed } | null>(null);
  useEffect(() => tome?.watchNotifications((feed) => setFound({ tome, feed })), [tome]);
  // A feed read from another user's tome (before the switch re-ran the effect) is not shown.
  return found && found.tome === tome ? found.feed : null;
}
