import { useState } from 'react';
import { Link } from 'react-router-dom';

export interface CardGame {
  kv_key: string;
  name: string;
  likes_count: number;
  views_count: number;
  author: { username: string | null };
}

/** Square cover with the letter-tile fallback, name, @author, likes and views. */
export function GameCard({ game, to }: { game: CardGame; to: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Link to={to} className="card" data-testid="game-card">
      <div className="cover">
        {broken ? (
          <div className="tile">{game.name.charAt(0).toUpperCase()}</div>
        ) : (
          <img src={`/image/${game.kv_key}.webp`} alt="" onError={() => setBroken(true)} />
        )}
      </div>
      <div className="card-name">{game.name}</div>
      <div className="muted">
        @{game.author.username} · ♥ {game.likes_count} · ▶ {game.views_count}
      </div>
    </Link>
  );
}
