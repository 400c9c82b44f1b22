// The recent-games banner: the newest public games one at a time, rotating every 5 s with a 500 ms
// fade; a click opens the game. A failure to load is only logged (spec §8).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getFeed } from '../games';
import { Cover } from '../components/GameCard';
import { keys } from '../game-cache';

export const BANNER_ROTATE_MS = 5_000;
export const BANNER_FADE_MS = 500;

export function RecentBanner() {
  const navigate = useNavigate();
  // A failure to load is only logged: the banner is not shown.
  const { data } = useQuery({
    queryKey: keys.recent,
    queryFn: () =>
      getFeed('new', 1).catch((e) => {
        console.error('Failed to load recent games', e);
        throw e;
      }),
    retry: false,
  });
  const games = data?.games ?? [];
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (games.length < 2) return;
    let fade: ReturnType<typeof setTimeout>;
    const timer = setInterval(() => {
      setFading(true);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % games.length);
        setFading(false);
      }, BANNER_FADE_MS);
    }, BANNER_ROTATE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
    };
  }, [games.length]);

  const game = games[index];
  if (!game) return null;
  return (
    <button
      className={`banner${fading ? ' fading' : ''}`}
      data-testid="recent-banner"
      onClick={() => navigate(`/g/${game.kv_key}`)}
    >
      <span className="banner-cover" key={game.kv_key}>
        <Cover kvKey={game.kv_key} name={game.name} />
      </span>
      <span className="banner-text">
        <strong>{game.name}</strong>
        <span className="muted">@{game.author.username} published this game</span>
      </span>
    </button>
  );
}
