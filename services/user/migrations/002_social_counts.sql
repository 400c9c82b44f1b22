-- Copies the profile counts are kept from (issue 5): who follows whom (from social events) and which
-- games of an author are public (from game events). A count changes only when a row does, so a
-- redelivered or repeated event never counts twice.
CREATE TABLE {{schema}}.follows (
  follower_id TEXT NOT NULL,
  followee_id TEXT NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);

CREATE TABLE {{schema}}.public_games (
  author_id TEXT NOT NULL,
  game_key TEXT NOT NULL,
  PRIMARY KEY (author_id, game_key)
);
