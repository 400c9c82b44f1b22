-- Where a job is, for the person watching it: queued, understanding, composing or writing,
-- play-testing, done (status says how it ended).
ALTER TABLE {{schema}}.jobs ADD COLUMN stage TEXT NOT NULL DEFAULT 'queued';
UPDATE {{schema}}.jobs SET stage = 'done' WHERE status = 2;
