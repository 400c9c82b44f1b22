-- What social needs of games to record a like and tell its author, kept from the game service's events
-- (game.version_created, game.published, game.hidden), so a like asks no other service.
CREATE TABLE {{schema}}.game_versions (
  kv_key TEXT PRIMARY KEY,              -- any version's key reaches its game
  game_key TEXT NOT NULL,
  name TEXT NOT NULL
);

CREATE TABLE {{schema}}.games (
  game_key TEXT PRIMARY KEY,
  author_id TEXT NOT NULL,
  public_name TEXT                      -- the published version's name; NULL while not public
);
