// /notifications: newest first, an icon per type, relative time, Load More. Opening page 1 marks
// everything read. A game notification opens /g/{game_kv_key}; a user one /user/{username}.
import { useEffect } from 'react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { relativeTime } from '@degs/rules';
import { useAuth } from '../auth';
import {
  getNotifications,
  notificationsKey,
  readAllNotifications,
  useUnread,
  type Notification,
} from '../notifications';
import { Page } from './Page';

const ICONS: Record<Notification['type'], string> = {
  like: '♥',
  comment: '💬',
  follow: '👤',
  new_game_version: '🎮',
};

export function Notifications() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const { markAllRead } = useUnread();
  const list = useInfiniteQuery({
    queryKey: [...notificationsKey(user?.id ?? ''), 'list'],
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.page + 1 : undefined),
    // Each visit reads them again (and marks them read).
    staleTime: 0,
    gcTime: 0,
    meta: { toast: 'Failed to load notifications' },
  });
  // Opening the first page marks everything read, once a visit; a failure leaves them unread, quietly.
  const markRead = useMutation({
    mutationFn: readAllNotifications,
    onSuccess: markAllRead,
    onError: (e) => console.warn('could not mark notifications read', e),
  });
  const unreadOnFirst = (list.data?.pages[0]?.unread_count ?? 0) > 0;
  const { mutate: markAll, isIdle } = markRead;
  useEffect(() => {
    if (unreadOnFirst && isIdle) markAll();
  }, [unreadOnFirst, isIdle, markAll]);
  const items = list.isError && !list.data ? [] : (list.data?.pages.flatMap((p) => p.notifications) ?? null);

  function open(n: Notification) {
    if (n.data.object_type === 'game' && n.data.game_kv_key) navigate(`/g/${n.data.game_kv_key}`);
    else if (n.data.username) navigate(`/user/${n.data.username}`);
  }

  return (
    <Page title="Notifications" testId="notifications">
      {items === null ? (
        <p className="muted">Loading...</p>
      ) : items.length === 0 ? (
        <p className="muted">No notifications yet</p>
      ) : (
        <ul className="notifications">
          {items.map((n) => (
            <li key={n.id}>
              <button
                className={n.is_read ? 'notification' : 'notification unread'}
                data-testid="notification"
                data-type={n.type}
                onClick={() => open(n)}
              >
                <span className="icon" aria-hidden>
                  {ICONS[n.type] ?? '•'}
                </span>
                <span className="grow">{n.message}</span>
                <span className="muted">{relativeTime(n.created_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && !list.isFetchingNextPage && (
        <button className="load-more" onClick={() => void list.fetchNextPage()}>
          Load More
        </button>
      )}
    </Page>
  );
}
