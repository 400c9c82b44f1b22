-- Profiles. Created by the auth service (PUT /internal/users/:id) on a first sign-in.
CREATE TABLE {{schema}}.users (
  id TEXT PRIMARY KEY,
  username TEXT,
  user_address TEXT,
  bio TEXT,
  website TEXT,
  tiktok_profile TEXT,
  x_profile TEXT,
  twitch_profile TEXT,
  staked_amount NUMERIC NOT NULL DEFAULT 0,
  energy_used INT NOT NULL DEFAULT 0,
  energy_day DATE,
  followers_count INT NOT NULL DEFAULT 0,
  following_count INT NOT NULL DEFAULT 0,
  games_count INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- One username per person, ignoring case.
CREATE UNIQUE INDEX users_username_ci ON {{schema}}.users (lower(username));
