// SQL of the notification service, and the API shape (spec §3 Notification).
import { PAGE_SIZE, setRow, withSnapshot, type Pool, type Queryable } from '@degs/kit';
import type { NewNotification } from './domain/messages';

/** Beyond this many unread, the count says this many: the poll must stay cheap for anyone. */
export const UNREAD_CAP = 999;

interface Actor {
  id: string;
  username: string | null;
}

/** Gives each recipient the notification once (per dedupe key); returns who actually got it. */
export async function notify(db: Queryable, recipients: string[], actor: Actor, n: NewNotification) {
  if (!recipients.length) return [];
  const { rows } = await db.query(
    `INSERT INTO notification.notifications
       (user_id, type, message, actor_id, actor_username, object_type, game_kv_key, dedupe_key)
     SELECT r, $2, $3, $4, $5, $6, $7, $8 || ':' || r FROM unnest($1::text[]) AS r
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING user_id`,
    [recipients, n.type, n.message, actor.id, actor.username, n.object_type, n.game_kv_key, n.dedupe_key],
  );
  const got = rows.map((r: { user_id: string }) => r.user_id);
  if (got.length)
    await db.query(
      `INSERT INTO notification.inboxes (user_id, total) SELECT r, 1 FROM unnest($1::text[]) AS r
       ON CONFLICT (user_id) DO UPDATE SET total = notification.inboxes.total + 1`,
      [got],
    );
  return got;
}

export async function followersOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query('SELECT follower_id FROM notification.followers WHERE followee_id = $1', [
    userId,
  ]);
  return rows.map((r: { follower_id: string }) => r.follower_id);
}

export async function setFollower(db: Queryable, followerId: string, followeeId: string, on: boolean) {
  await setRow(db, 'notification.followers', { followee_id: followeeId, follower_id: followerId }, on);
}

interface Row {
  id: string;
  type: string;
  message: string;
  actor_username: string | null;
  object_type: string;
  game_kv_key: string | null;
  created_at: Date;
}

/** A page of the inbox, newest first, with the unread count: a handful of index lookups. */
/** A page of the inbox with its total and unread count, read in one snapshot so they agree. */
export function inboxPage(db: Pool, userId: string, page: number) {
  return withSnapshot(db, (tx) => readInboxPage(tx, userId, page));
}

async function readInboxPage(db: Queryable, userId: string, page: number) {
  const inbox = (
    await db.query('SELECT total, read_up_to FROM notification.inboxes WHERE user_id = $1', [userId])
  ).rows[0] ?? { total: 0, read_up_to: '0' };
  const readUpTo = BigInt(inbox.read_up_to);
  const { rows } = await db.query(
    `SELECT id, type, message, actor_username, object_type, game_kv_key, created_at
       FROM notification.notifications WHERE user_id = $1 ORDER BY id DESC LIMIT ${PAGE_SIZE} OFFSET $2`,
    [userId, (page - 1) * PAGE_SIZE],
  );
  const unread = (
    await db.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM notification.notifications
        WHERE user_id = $1 AND id > $2 LIMIT ${UNREAD_CAP}) u`,
      [userId, inbox.read_up_to],
    )
  ).rows[0].n;
  return {
    notifications: rows.map((r: Row) => ({
      id: String(r.id),
      type: r.type,
      message: r.message,
      is_read: BigInt(r.id) <= readUpTo,
      created_at: r.created_at,
      data: { username: r.actor_username, object_type: r.object_type, game_kv_key: r.game_kv_key },
    })),
    total: inbox.total as number,
    unread_count: unread as number,
  };
}

export async function readAll(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO notification.inboxes (user_id, read_up_to)
     SELECT $1, COALESCE(max(id), 0) FROM notification.notifications WHERE user_id = $1
     ON CONFLICT (user_id) DO UPDATE SET read_up_to = greatest(notification.inboxes.read_up_to, EXCLUDED.read_up_to)`,
    [userId],
  );
}

/** A person's name as last heard (null: none yet); undefined when never heard of. */
export async function findPerson(db: Queryable, userId: string): Promise<string | null | undefined> {
  const { rows } = await db.query('SELECT username FROM notification.people WHERE user_id = $1', [userId]);
  return rows.length ? (rows[0].username as string | null) : undefined;
}

/** Keeps a person's name: `rename` replaces what we had (user.updated), otherwise the first one stays. */
export async function rememberPerson(
  db: Queryable,
  userId: string,
  username: string | null,
  rename: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO notification.people (user_id, username) VALUES ($1, $2)
     ON CONFLICT (user_id) DO ${rename ? 'UPDATE SET username = EXCLUDED.username' : 'NOTHING'}`,
    [userId, username],
  );
}
