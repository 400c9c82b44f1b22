-- Likes and follows: the durable truth. The store holds the like counts, rebuilt from here when lost.
CREATE TABLE {{schema}}.likes (
  game_key TEXT NOT NULL,               -- the game's root kv_key, whatever version was liked
  user_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (game_key, user_id)       -- one like per person and game, whatever the concurrency
);
CREATE INDEX likes_user ON {{schema}}.likes (user_id, created_at DESC);

CREATE TABLE {{schema}}.follows (
  follower_id TEXT NOT NULL,
  followee_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX follows_followee ON {{schema}}.follows (followee_id, created_at DESC);
