// Game calls and shapes the screens share.
import { useQuery } from '@tanstack/react-query';
import { feedParams, type FeedFilter } from '@degs/rules';
import { api, ok, session, type Schemas } from './api';
import { keys } from './game-cache';

export type Game = Schemas['Game'];
export type Version = Schemas['Version'];

export const getGame = (id: string) =>
  ok(api.GET('/api/games/{id}', { params: { path: { id } }, headers: session('optional') }));
export const getVersions = (id: string) =>
  ok(api.GET('/api/games/{id}/versions', { params: { path: { id } }, headers: session('required') }));
/** A page of the public feed; the personal filters need a session. */
export const getFeed = (filter: FeedFilter, page: number) =>
  ok(
    api.GET('/api/games/public', {
      params: { query: feedParams(filter, page) },
      headers: session(filter === 'following' || filter === 'liked' ? 'required' : 'optional'),
    }),
  );
/** A page of someone's games: `all` (their private ones too) only for themselves. */
export const getUserGames = (username: string, type: 'public' | 'all', page: number) =>
  ok(
    api.GET('/api/games/user/{username}', {
      params: { path: { username }, query: { type, page } },
      headers: session(type === 'all' ? 'required' : 'optional'),
    }),
  );
/** A game's versions (spec §4 versions page and the improve history); `toast` on failure when given. */
export function useVersions(kv: string | undefined, toast?: string) {
  return useQuery({
    queryKey: keys.versions(kv ?? ''),
    queryFn: () => getVersions(kv!),
    enabled: !!kv,
    meta: toast ? { toast } : {},
  });
}

export const getStatus = (id: string) => ok(api.GET('/api/games/{id}/status', { params: { path: { id } } }));

export type Stage = NonNullable<GenerationStatus['stage']>;

/** What the person is told while their game is made. */
export const STAGE_TEXT: Record<Stage, string> = {
  queued: 'Waiting for a free game maker…',
  understanding: 'Reading your idea…',
  composing: 'Putting your game together…',
  writing: 'Writing your game…',
  'play-testing': 'Play-testing it before it is yours…',
  done: 'Ready!',
};

/** Where games run: the play origin, which the gateway writes into index.html. */
export const PLAY_ORIGIN =
  document.querySelector<HTMLMetaElement>('meta[name="degs-play-origin"]')?.content ??
  `${location.protocol}//${location.hostname}:8081`;

export function playUrl(kv: string, username?: string | null, roomId?: string | null): string {
  const url = new URL(`/play/${encodeURIComponent(kv)}.html`, PLAY_ORIGIN);
  if (roomId) url.searchParams.set('roomId', roomId);
  if (username) url.searchParams.set('username', username);
  return url.href;
}

export const GENERATION_POLL_MS = 2_000;

/**
 * A finished job becomes a game record a moment later (the game service learns of it from the bus):
 * wait for the record before showing the game, so a fresh game never reads as 'not found'.
 */
export async function waitForGame(kv: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await getGame(kv);
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type GenerationStatus = Awaited<ReturnType<typeof getStatus>>;

/**
 * A generation's status, polled every 2 s until it ends (spec §4). 'Done' is told once the game
 * record exists; a check that fails ends it with 'Failed to check game status'.
 */
export function useGenerationStatus(kv: string) {
  const q = useQuery({
    queryKey: keys.status(kv),
    queryFn: async () => {
      const s = await getStatus(kv);
      if (s.status === 2) await waitForGame(kv);
      return s;
    },
    refetchInterval: (query) => {
      const s = query.state.data?.status;
      return query.state.error || (s !== undefined && (s === 2 || s < 0)) ? false : GENERATION_POLL_MS;
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const s = q.data;
  const error = q.isError
    ? 'Failed to check game status'
    : s && s.status < 0
      ? s.error || 'Generation failed'
      : null;
  return { status: s, done: s?.status === 2, error };
}
