// Server state with TanStack Query: one cache for every read, its keys, the spec's error toasts, and the
// changes of a game (a like, publishing) shown at once in every list and page that holds it.
import { useState, type ReactNode } from 'react';
import {
  notifyManager,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError } from './api';
import type { GamesPage } from './game-cache';
import { useToast } from './toast';

export { keys, patchGame } from './game-cache';

declare module '@tanstack/react-query' {
  interface Register {
    /** `toast`: the error toast of the spec for a read that failed (after its retries). */
    queryMeta: { toast?: string };
  }
}

// Answers reach the screen in a microtask rather than a zero timer: the same moment to a person, and
// not held back when timers are (a paused page clock).
notifyManager.setScheduler(queueMicrotask);

/** A refusal from the server (4xx) is final; a network failure or a 5xx is tried twice more. */
export const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

export function QueryProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({
          onError: (_e, query) => {
            if (query.meta?.toast) toast.error(query.meta.toast);
          },
        }),
        defaultOptions: {
          queries: { retry, staleTime: 10_000, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A paged list of games, the pages joined, a game shown once (rankings move between pages). */
export function useGamesList(
  key: QueryKey,
  load: (page: number) => Promise<GamesPage>,
  o: { enabled?: boolean; quiet?: boolean } = {},
) {
  const q = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.page + 1 : undefined),
    enabled: o.enabled ?? true,
    meta: o.quiet ? {} : { toast: 'Failed to load games' },
  });
  const all = q.data?.pages.flatMap((p) => p.games) ?? [];
  const games = all.filter((g, i) => all.findIndex((o) => o.kv_key === g.kv_key) === i);
  return { ...q, games };
}
