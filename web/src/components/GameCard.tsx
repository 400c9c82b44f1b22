import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { likeLabel, useLike } from '../useLike';

export interface CardGame {
  kv_key: string;
  game_key: string;
  name: string;
  likes_count: number;
  views_count: number;
  is_liked?: boolean;
  author: { username: string | null };
}

/** A cover, or the green tile with the name's first letter when the image fails (spec §2). */
export function Cover({ kvKey, name }: { kvKey: string; name: string }) {
  const [broken, setBroken] = useState(false);
  return broken ? (
    <div className="tile">{name.charAt(0).toUpperCase()}</div>
  ) : (
    <img src={`/image/${kvKey}.webp`} alt="" onError={() => setBroken(true)} />
  );
}

/**
 * Square cover, name, @author (to the profile), likes and views. With `likeable` the likes count is a
 * like button; the card itself opens `to`.
 */
export function GameCard({ game, to, likeable = false }: { game: CardGame; to: string; likeable?: boolean }) {
  const navigate = useNavigate();
  const like = useLike();
  // The card shows the cache's game: a like made anywhere shows here at once.
  const liked = game.is_liked ?? false;
  return (
    <div
      className="card"
      data-testid="game-card"
      data-kv={game.kv_key}
      role="link"
      tabIndex={0}
      onClick={() => navigate(to)}
      onKeyDown={(e) => e.key === 'Enter' && navigate(to)}
    >
      <div className="cover">
        <Cover kvKey={game.kv_key} name={game.name} />
      </div>
      <div className="card-name">{game.name}</div>
      <div className="card-meta muted">
        <Link to={`/user/${game.author.username}`} onClick={(e) => e.stopPropagation()}>
          @{game.author.username}
        </Link>
        {likeable ? (
          <button
            className="like"
            aria-pressed={liked}
            // The name holds what it shows (the count), and what pressing it does.
            aria-label={likeLabel(liked, game.likes_count)}
            onClick={(e) => {
              e.stopPropagation();
              like(game);
            }}
          >
            {liked ? '♥' : '♡'} {game.likes_count}
          </button>
        ) : (
          <span>♥ {game.likes_count}</span>
        )}
        <span title="views">▶ {game.views_count}</span>
      </div>
    </div>
  );
}
