// /library: the signed-in user's games, public and private; a card opens its versions.
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api';
import { useAuth } from '../auth';
import { GameCard } from '../components/GameCard';
import type { Game } from '../games';
import { useToast } from '../toast';

interface Page {
  games: Game[];
  pagination: { page: number; has_more: boolean; total: number };
}

export function Library() {
  const { user } = useAuth();
  const toast = useToast();
  const [games, setGames] = useState<Game[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (n: number) => {
      if (!user?.username) return;
      setLoading(true);
      try {
        const r = await api<Page>(`/api/games/user/${encodeURIComponent(user.username)}?type=all&page=${n}`, {
          auth: 'required',
        });
        setGames((g) => (n === 1 ? r.games : [...g, ...r.games]));
        setHasMore(r.pagination.has_more);
        setPage(n);
      } catch {
        toast.error('Failed to load games');
      } finally {
        setLoading(false);
      }
    },
    [user?.username, toast],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  const grid = (list: Game[], empty: string) =>
    list.length ? (
      <div className="grid">
        {list.map((g) => (
          <GameCard key={g.game_key} game={g} to={`/versions/${g.kv_key}`} />
        ))}
      </div>
    ) : (
      <p className="muted">{empty}</p>
    );
  return (
    <section className="stack">
      <h1>My Library</h1>
      <h2>Public Games</h2>
      {grid(
        games.filter((g) => g.is_public),
        'No public games yet',
      )}
      <h2>Private Games</h2>
      {grid(
        games.filter((g) => !g.is_public),
        'No private games yet',
      )}
      {hasMore && !loading && <button onClick={() => load(page + 1)}>Load More</button>}
    </section>
  );
}
