// /notifications: newest first, an icon per type, relative time, Load More. Opening page 1 marks
// everything read. A game notification opens /g/{game_kv_key}; a user one /user/{username}.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { relativeTime } from '@degs/rules';
import { useToast } from '../toast';
import { getNotifications, readAllNotifications, useUnread, type Notification } from '../notifications';
import { Page } from './Page';

const ICONS: Record<Notification['type'], string> = {
  like: '♥',
  comment: '💬',
  follow: '👤',
  new_game_version: '🎮',
};

export function Notifications() {
  const toast = useToast();
  const navigate = useNavigate();
  const { markAllRead } = useUnread();
  const [items, setItems] = useState<Notification[] | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (p: number) => {
      setLoading(true);
      try {
        const r = await getNotifications(p);
        setItems((before) => (p === 1 ? r.notifications : [...(before ?? []), ...r.notifications]));
        setPage(p);
        setHasMore(r.pagination.has_more);
        if (p === 1 && r.unread_count > 0) {
          await readAllNotifications();
          markAllRead();
        }
      } catch {
        toast.error('Failed to load notifications');
        setItems((before) => before ?? []);
      } finally {
        setLoading(false);
      }
    },
    [toast, markAllRead],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

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
      {hasMore && !loading && (
        <button className="load-more" onClick={() => load(page + 1)}>
          Load More
        </button>
      )}
    </Page>
  );
}
