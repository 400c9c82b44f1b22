-- Who is called what, kept from user.updated (and from the user service for a name not heard of yet),
-- so that following someone by name asks no other service.
CREATE TABLE {{schema}}.people (
  user_id TEXT PRIMARY KEY,
  username TEXT                         -- NULL: no name (any more)
);
-- One name per person ignoring case, as in the user service.
CREATE UNIQUE INDEX people_username_ci ON {{schema}}.people (lower(username));
