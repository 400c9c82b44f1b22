-- Game pages and cover images. Immutable per kv_key: a (kv_key, kind) row is written once.
CREATE TABLE {{schema}}.assets (
  kv_key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('html', 'cover')),
  content_type TEXT NOT NULL,
  body BYTEA NOT NULL,
  etag TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (kv_key, kind)
);
