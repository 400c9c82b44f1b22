-- A job is first a reservation of one of its person's running slots, then paid for (one energy) and
-- requested. Reservations never paid (the energy spend failed or the process died in between) are
-- ended by the sweeper and never run.
ALTER TABLE {{schema}}.jobs ADD COLUMN paid_at TIMESTAMPTZ;
UPDATE {{schema}}.jobs SET paid_at = created_at;
