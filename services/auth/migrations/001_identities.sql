-- Who signs in as which user: a wallet address or an e-mail address, normalised (lower case).
CREATE TABLE {{schema}}.identities (
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'email')),
  value TEXT NOT NULL,
  user_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, value)
);
CREATE INDEX identities_user ON {{schema}}.identities (user_id);

-- Magic links: only the SHA-256 of the token is kept; single use, short expiry.
CREATE TABLE {{schema}}.magic_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
