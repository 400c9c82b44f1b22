-- Notifications, written only from events. A notification is read when its id is at or below its
-- inbox's read_up_to, so 'read all' is one row update however many there are.
CREATE TABLE {{schema}}.notifications (
  id BIGSERIAL PRIMARY KEY,
  user_id TEXT NOT NULL,                  -- the recipient
  type TEXT NOT NULL CHECK (type IN ('like', 'comment', 'follow', 'new_game_version')),
  message TEXT NOT NULL,
  actor_id TEXT NOT NULL,
  actor_username TEXT,
  object_type TEXT NOT NULL CHECK (object_type IN ('game', 'user')),
  game_kv_key TEXT,
  dedupe_key TEXT NOT NULL UNIQUE,        -- e.g. one like notification per liker, game and day
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX notifications_inbox ON {{schema}}.notifications (user_id, id DESC);

CREATE TABLE {{schema}}.inboxes (
  user_id TEXT PRIMARY KEY,
  total INT NOT NULL DEFAULT 0,
  read_up_to BIGINT NOT NULL DEFAULT 0
);

-- Who follows whom, from social events: the recipients of a new version.
CREATE TABLE {{schema}}.followers (
  followee_id TEXT NOT NULL,
  follower_id TEXT NOT NULL,
  PRIMARY KEY (followee_id, follower_id)
);
