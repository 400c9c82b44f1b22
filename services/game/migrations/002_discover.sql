-- Discover (issue 5). Likes as the game service learns them from social events: is_liked on cards, the
-- 'liked' feed, and the rolling top windows (likes received since a moment).
CREATE TABLE {{schema}}.likes (
  game_key TEXT NOT NULL,
  user_id TEXT NOT NULL,
  liked_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (game_key, user_id)
);
CREATE INDEX likes_user ON {{schema}}.likes (user_id, liked_at DESC);
CREATE INDEX likes_window ON {{schema}}.likes (liked_at, game_key);

-- Views per game and hour, written in batches from the store; the top windows sum them.
CREATE TABLE {{schema}}.view_hours (
  game_key TEXT NOT NULL,
  hour TIMESTAMPTZ NOT NULL,
  views INT NOT NULL,
  PRIMARY KEY (game_key, hour)
);
CREATE INDEX view_hours_hour ON {{schema}}.view_hours (hour, game_key);

-- Batches of views already written: each is applied once, whatever crashes between writing and cleaning up.
CREATE TABLE {{schema}}.view_batches (
  batch BIGINT PRIMARY KEY,
  written_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The 'new' feed and every list of public games.
CREATE INDEX games_public ON {{schema}}.games (published_at DESC, game_key) WHERE public_version_key IS NOT NULL;
