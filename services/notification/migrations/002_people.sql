-- The names notifications show for who did something, kept from user.updated events so that a like or
-- a follow is told without asking the user service. A row with a NULL username is a person who has
-- not chosen one yet; no row is a person not heard of yet (asked of the user service once).
CREATE TABLE {{schema}}.people (
  user_id TEXT PRIMARY KEY,
  username TEXT
);
