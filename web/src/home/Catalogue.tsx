// The games catalogue: the filter bar, a grid of cards, Load More while there is more and nothing is
// loading, and the full-screen 'Loading games...' overlay. The filter is saved for an hour.
import { useState } from 'react';
import { restoreFilter, saveFilter, type FeedFilter } from '@degs/rules';
import { useAuth } from '../auth';
import { keys, useGamesList } from '../queries';
import { GameCard } from '../components/GameCard';
import { FilterBar } from './FilterBar';
import { getFeed } from '../games';

export function Catalogue() {
  const { isAuthenticated, user } = useAuth();
  const [filter, setFilter] = useState<FeedFilter>(() =>
    restoreFilter(localStorage, Date.now(), isAuthenticated),
  );
  // Signing out leaves the personal feeds.
  const shown: FeedFilter =
    !isAuthenticated && (filter === 'following' || filter === 'liked') ? 'top_day' : filter;
  const feed = useGamesList(keys.feed(user?.id ?? '', shown), (p) => getFeed(shown, p));
  const games = feed.games;
  const loading = feed.isPending || feed.isFetchingNextPage;

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
      {feed.hasNextPage && !loading && (
        <button className="load-more" onClick={() => void feed.fetchNextPage()}>
          Load More
        </button>
      )}
      {loading && <div className="fullscreen overlay">Loading games...</div>}
    </section>
  );
}
