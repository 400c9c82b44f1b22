// /library: the signed-in user's games, public and private; a card opens its versions.
import { useAuth } from '../auth';
import { GameCard } from '../components/GameCard';
import { getUserGames, type Game } from '../games';
import { keys, useGamesList } from '../queries';

export function Library() {
  const { user } = useAuth();
  const name = user?.username ?? '';
  const list = useGamesList(
    keys.userGames(user?.id ?? '', name, 'all'),
    (p) => getUserGames(name, 'all', p),
    { enabled: !!name },
  );
  const games = list.games;

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
      {list.hasNextPage && !list.isFetchingNextPage && (
        <button onClick={() => void list.fetchNextPage()}>Load More</button>
      )}
    </section>
  );
}
