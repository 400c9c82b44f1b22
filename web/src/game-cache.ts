// The cache's keys, and a change of one game shown at once wherever the cache holds it (a like on a
// card shows on the player, the profile and the other feeds).
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Json } from './api';
import type { paths } from './api-types';
import type { Game } from './games';

/**
 * The keys. Everything holding games starts with 'games' and names whose view it is (likes and
 * authorship are the viewer's), so a change of one game reaches them all.
 */
export const keys = {
  games: ['games'] as const,
  recent: ['games', 'recent'] as const,
  feed: (viewer: string, filter: string) => ['games', viewer, 'feed', filter] as const,
  userGames: (viewer: string, username: string, type: 'public' | 'all') =>
    ['games', viewer, 'user', username, type] as const,
  game: (viewer: string, kv: string) => ['games', viewer, 'one', kv] as const,
  versions: (kv: string) => ['versions', kv] as const,
  profile: (viewer: string, username: string) => ['profile', viewer, username] as const,
  status: (kv: string) => ['status', kv] as const,
};

/** A page of a list of games (the feeds and someone's games answer the same shape). */
export type GamesPage = Json<paths['/api/games/public']['get']['responses'][200]>;

/** What a 'games' query holds: one game, a list, or the pages of a list. */
type Held = { game: Game } | { games: Game[] } | InfiniteData<GamesPage> | undefined;

/** Applies `change` to one game (by its game key) wherever the cache holds it. */
export function patchGame(client: QueryClient, gameKey: string, change: (g: Game) => Game): void {
  const f = (g: Game) => (g.game_key === gameKey ? change(g) : g);
  for (const [key, data] of client.getQueriesData<Held>({ queryKey: keys.games }))
    client.setQueryData<Held>(key as QueryKey, patched(data, f));
}

function patched(data: Held, f: (g: Game) => Game): Held {
  if (!data) return data;
  if ('game' in data) return { ...data, game: f(data.game) };
  if ('games' in data) return { ...data, games: data.games.map(f) };
  return { ...data, pages: data.pages.map((p) => ({ ...p, games: p.games.map(f) })) };
}
