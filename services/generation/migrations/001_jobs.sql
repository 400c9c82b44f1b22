-- Generation jobs. Status: 0 queued, 1 generating, 2 done, -1 failed, -2 timed out (DESIGN §2).
CREATE TABLE {{schema}}.jobs (
  job_id TEXT PRIMARY KEY,
  kv_key TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL,
  prompt TEXT NOT NULL,
  parent_kv_key TEXT,
  is_multiplayer BOOLEAN NOT NULL DEFAULT false,
  status INT NOT NULL DEFAULT 0,
  error TEXT,
  name TEXT,
  spec JSONB,
  notes JSONB,
  attempts INT NOT NULL DEFAULT 0,
  worker TEXT,
  lease_until TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  started_at TIMESTAMPTZ,
  finished_at TIMESTAMPTZ
);
CREATE INDEX jobs_user_running ON {{schema}}.jobs (user_id) WHERE status IN (0, 1);
CREATE INDEX jobs_open ON {{schema}}.jobs (status, lease_until) WHERE status IN (0, 1);
