// Notifications: the calls, and the unread count behind the nav's red dot — page 1 polled every 30 s
// while signed in (spec §4, §9).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok, session, type Schemas } from './api';
import { useAuth } from './auth';

export const NOTIFICATION_POLL_MS = 30_000;

export type Notification = Schemas['Notification'];

export const getNotifications = (page: number) =>
  ok(api.GET('/api/notifications', { params: { query: { page } }, headers: session('required') }));
export const readAllNotifications = () =>
  ok(api.POST('/api/notifications/read-all', { headers: session('required') }));

export type NotificationPage = Awaited<ReturnType<typeof getNotifications>>;

interface UnreadApi {
  unread: number;
  /** Everything seen: the dot goes out at once. */
  markAllRead(): void;
}

const Ctx = createContext<UnreadApi>({ unread: 0, markAllRead: () => undefined });
export const useUnread = (): UnreadApi => useContext(Ctx);

/** The notifications' pages in the cache: page 1 is the poll behind the dot. */
export const notificationsKey = (viewer: string) => ['notifications', viewer] as const;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, user } = useAuth();
  const client = useQueryClient();
  const viewer = user?.id ?? '';
  const key = notificationsKey(viewer);
  // A missed poll is tried again at the next one, quietly.
  const { data } = useQuery({
    queryKey: [...key, 1],
    queryFn: () => getNotifications(1),
    enabled: isAuthenticated,
    refetchInterval: NOTIFICATION_POLL_MS,
    retry: false,
  });
  const value = useMemo(
    () => ({
      unread: isAuthenticated ? (data?.unread_count ?? 0) : 0,
      markAllRead: () => {
        // A poll under way must not bring the dot back.
        const first = [...notificationsKey(viewer), 1];
        void client.cancelQueries({ queryKey: first });
        client.setQueryData<NotificationPage>(first, (p) => p && { ...p, unread_count: 0 });
      },
    }),
    [isAuthenticated, data?.unread_count, client, viewer],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
