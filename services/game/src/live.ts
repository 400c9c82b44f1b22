// Counts as they are now, over any game answer (a game, a page of cards, a cached feed page): likes
// from the live counters, views as last written, and the viewer's own latest like, all in one MGET.
// A cached page keeps order and text; its counts and the viewer's like are always read fresh.
import { readLive, type Store } from '@degs/kit';
import type { gameJson } from './store';
import { viewsKey } from './views';

export type GameAnswer = ReturnType<typeof gameJson>;

export async function withLiveCounts<T extends GameAnswer>(
  store: Store,
  games: T[],
  viewerId?: string,
): Promise<T[]> {
  if (!games.length) return games;
  const live = await readLive(
    store,
    games.map((g) => ({ name: 'likes', id: g.game_key })),
    viewerId ? games.map((g) => ({ name: 'like', userId: viewerId, target: g.game_key })) : [],
    games.map((g) => viewsKey(g.game_key)),
  );
  return games.map((g, i) => ({
    ...g,
    likes_count: live.counts[i] ?? g.likes_count,
    is_liked: live.mine[i] ?? g.is_liked,
    views_count: Math.max(g.views_count, Number(live.extra[i] ?? 0)),
  }));
}
