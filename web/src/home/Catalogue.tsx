// The games catalogue: the filter bar, a grid of cards, Load More while there is more and nothing is
// loading, and the full-screen 'Loading games...' overlay. The filter is saved for an hour.
import { useCallback, useEffect, useRef, useState } from 'react';
import { feedQuery, restoreFilter, saveFilter, type FeedFilter } from '@degs/rules';
import { api } from '../api';
import { useAuth } from '../auth';
import { useToast } from '../toast';
import type { Game } from '../games';
import { GameCard } from '../components/GameCard';
import { FilterBar } from './FilterBar';

interface FeedPage {
  games: Game[];
  pagination: { page: number; has_more: boolean; total: number };
}

export function Catalogue() {
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const [filter, setFilter] = useState<FeedFilter>(() =>
    restoreFilter(localStorage, Date.now(), isAuthenticated),
  );
  const [games, setGames] = useState<Game[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const request = useRef(0);

  const load = useCallback(
    async (f: FeedFilter, p: number) => {
      const id = ++request.current;
      setLoading(true);
      try {
        const r = await api<FeedPage>(`/api/games/public?${feedQuery(f, p)}`, {
          auth: f === 'following' || f === 'liked' ? 'required' : 'optional',
        });
        if (id !== request.current) return; // a newer filter won
        setGames((before) => {
          const all = p === 1 ? r.games : [...before, ...r.games];
          // Rankings move between pages: a game shows once.
          return all.filter((g, i) => all.findIndex((o) => o.kv_key === g.kv_key) === i);
        });
        setPage(p);
        setHasMore(r.pagination.has_more);
      } catch {
        if (id === request.current) toast.error('Failed to load games');
      } finally {
        if (id === request.current) setLoading(false);
      }
    },
    [toast],
  );

  // Signing out leaves the personal feeds.
  const shown: FeedFilter =
    !isAuthenticated && (filter === 'following' || filter === 'liked') ? 'top_day' : filter;
  useEffect(() => {
    setGames([]);
    void load(shown, 1);
  }, [shown, isAuthenticated, load]);

  function change(f: FeedFilter) {
    saveFilter(localStorage, f, Date.now());
    setFilter(f);
  }

  return (
    <section className="catalogue" data-testid="catalogue">
      <FilterBar value={shown} signedIn={isAuthenticated} onChange={change} />
      <div className="grid">
        {games.map((g) => (
          <GameCard key={`${shown}:${g.kv_key}`} game={g} to={`/g/${g.kv_key}`} likeable />
        ))}
      </div>
      {!loading && !games.length && <p className="muted">No games here yet</p>}
      {hasMore && !loading && (
        <button className="load-more" onClick={() => load(shown, page + 1)}>
          Load More
        </button>
      )}
      {loading && <div className="fullscreen overlay">Loading games...</div>}
    </section>
  );
}
