import { QueryClient } from '@tanstack/react-query';
import { keys, patchGame } from './game-cache';
import type { Game } from './games';

const game = (game_key: string, kv_key = game_key) =>
  ({ game_key, kv_key, is_liked: false, likes_count: 3 }) as Game;

test('a change of one game shows in every list and page that holds it, and nowhere else', () => {
  const client = new QueryClient();
  client.setQueryData(keys.game('me', 'v2'), { game: game('g1', 'v2') });
  client.setQueryData(['games', 'recent'], { games: [game('g1'), game('g2')] });
  client.setQueryData(keys.feed('me', 'new'), {
    pages: [
      { games: [game('g2')], pagination: { page: 1, has_more: true, total: 2 } },
      { games: [game('g1')], pagination: { page: 2, has_more: false, total: 2 } },
    ],
    pageParams: [1, 2],
  });
  client.setQueryData(['versions', 'v2'], { versions: [] }); // not games: left alone

  patchGame(client, 'g1', (g) => ({ ...g, is_liked: true, likes_count: 4 }));

  const liked = (g: Game) => [g.game_key, g.is_liked, g.likes_count];
  expect(liked(client.getQueryData<{ game: Game }>(keys.game('me', 'v2'))!.game)).toEqual(['g1', true, 4]);
  expect(client.getQueryData<{ games: Game[] }>(['games', 'recent'])!.games.map(liked)).toEqual([
    ['g1', true, 4],
    ['g2', false, 3],
  ]);
  const feed = client.getQueryData<{ pages: { games: Game[] }[] }>(keys.feed('me', 'new'))!;
  expect(feed.pages.map((p) => p.games.map(liked))).toEqual([[['g2', false, 3]], [['g1', true, 4]]]);
  expect(client.getQueryData(['versions', 'v2'])).toEqual({ versions: [] });
});
