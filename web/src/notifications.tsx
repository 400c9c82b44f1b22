// Notifications: the calls, and the unread count behind the nav's red dot — page 1 polled every 30 s
// while signed in (spec §4, §9).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { api } from './api';
import { useAuth } from './auth';

export const NOTIFICATION_POLL_MS = 30_000;

export interface Notification {
  id: string;
  type: 'like' | 'comment' | 'follow' | 'new_game_version';
  message: string;
  is_read: boolean;
  created_at: string;
  data: { username: string | null; object_type: 'game' | 'user'; game_kv_key: string | null };
}

export interface NotificationPage {
  notifications: Notification[];
  pagination: { page: number; has_more: boolean; total: number };
  unread_count: number;
}

export const getNotifications = (page: number) =>
  api<NotificationPage>(`/api/notifications?page=${page}`, { auth: 'required' });
export const readAllNotifications = () =>
  api<{ success: boolean }>('/api/notifications/read-all', { method: 'POST', auth: 'required' });

interface UnreadApi {
  unread: number;
  /** Everything seen: the dot goes out at once. */
  markAllRead(): void;
}

const Ctx = createContext<UnreadApi>({ unread: 0, markAllRead: () => undefined });
export const useUnread = (): UnreadApi => useContext(Ctx);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const [unread, setUnread] = useState(0);
  // Bumped by markAllRead: a poll that started before it must not bring the dot back.
  const epoch = useRef(0);

  useEffect(() => {
    setUnread(0);
    if (!isAuthenticated) return;
    let live = true;
    const poll = () => {
      const started = epoch.current;
      return getNotifications(1).then(
        (r) => live && started === epoch.current && setUnread(r.unread_count),
        () => undefined, // a missed poll is retried at the next one
      );
    };
    void poll();
    const timer = setInterval(poll, NOTIFICATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [isAuthenticated]);

  const markAllRead = useCallback(() => {
    epoch.current++;
    setUnread(0);
  }, []);
  const value = useMemo(() => ({ unread, markAllRead }), [unread, markAllRead]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
