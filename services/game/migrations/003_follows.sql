-- Who follows whom, as the game service learns it from social events: the 'following' feed reads it
-- here instead of asking the social service on every request. An unfollow stays as a row (following =
-- false) so that events and the first fill from the social service may arrive in any order: the
-- latest change wins.
CREATE TABLE {{schema}}.follows (
  follower_id TEXT NOT NULL,
  followee_id TEXT NOT NULL,
  following BOOLEAN NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);
CREATE INDEX follows_follower ON {{schema}}.follows (follower_id, followee_id) WHERE following;

-- Copies of other services' data and when each was first filled from its owner (follows made
-- before the copy existed). Until then the feed asks the owner.
CREATE TABLE {{schema}}.copies (
  name TEXT PRIMARY KEY,
  filled_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
