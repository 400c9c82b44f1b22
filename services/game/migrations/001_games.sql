-- A game is a tree of versions; the first version's kv_key is the game's key (DESIGN §2).
CREATE TABLE {{schema}}.games (
  game_key TEXT PRIMARY KEY,
  author_id TEXT NOT NULL,
  public_version_key TEXT,               -- the one public version, or NULL (private)
  origin_kv_key TEXT,                    -- when made by improving someone else's game: the version it came from
  likes_count INT NOT NULL DEFAULT 0,
  views_count INT NOT NULL DEFAULT 0,
  published_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX games_author ON {{schema}}.games (author_id, created_at DESC);

CREATE TABLE {{schema}}.versions (
  kv_key TEXT PRIMARY KEY,
  game_key TEXT NOT NULL REFERENCES {{schema}}.games (game_key),
  parent_kv_key TEXT,
  author_id TEXT NOT NULL,
  name TEXT NOT NULL,
  prompt TEXT NOT NULL,
  version_number INT NOT NULL,
  variant_index INT NOT NULL,
  is_multiplayer BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (game_key, version_number, variant_index)
);
CREATE INDEX versions_game ON {{schema}}.versions (game_key, created_at DESC);

-- Authors as this service knows them: the username (kept current from user.updated) and whether they
-- ever published (is_first_publish).
CREATE TABLE {{schema}}.authors (
  author_id TEXT PRIMARY KEY,
  username TEXT,
  first_published_at TIMESTAMPTZ
);
CREATE INDEX authors_username ON {{schema}}.authors (lower(username));
