// The lists of games: the public feeds (ranked, new, following, liked) and a user's games. A list is
// first a page of game keys, then cards for those keys.
import { PAGE_SIZE, type Queryable } from '@degs/kit';
import { windowStart, type Feed } from '../domain/feed';
import { ANSWER_COLUMNS, gameJson, type GameRow, type VersionRow } from './games';

export interface KeyPage {
  keys: string[];
  total: number;
}

const PUBLIC = 'g.public_version_key IS NOT NULL';
const offset = (page: number) => (page - 1) * PAGE_SIZE;

async function countOf(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  return (await db.query(`SELECT count(*)::int AS n ${sql}`, params)).rows[0].n;
}

/** Every ranked and 'new' list holds all public games. */
const publicGames = (db: Queryable) => countOf(db, `FROM game.games g WHERE ${PUBLIC}`, []);

async function keysOf(db: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  return (await db.query(sql, params)).rows.map((r: { game_key: string }) => r.game_key);
}

/**
 * Every public game, ranked by likes received in the window, then views in the window (counted per
 * hour, so the window's first hour is whole), then the newest publish.
 */
export async function topPage(db: Queryable, feed: Feed, page: number, now: Date): Promise<KeyPage> {
  const since = windowStart(feed, now)!;
  const keys = await keysOf(
    db,
    `SELECT g.game_key FROM game.games g
       LEFT JOIN (SELECT game_key, count(*) AS n FROM game.likes WHERE liked_at > $1 AND liked_at <= $2
                  GROUP BY game_key) l ON l.game_key = g.game_key
       LEFT JOIN (SELECT game_key, sum(views) AS n FROM game.view_hours
                   WHERE hour >= date_trunc('hour', $1::timestamptz) AND hour <= $2 GROUP BY game_key) v
              ON v.game_key = g.game_key
      WHERE ${PUBLIC}
      ORDER BY COALESCE(l.n, 0) DESC, COALESCE(v.n, 0) DESC, g.published_at DESC, g.game_key
      LIMIT ${PAGE_SIZE} OFFSET $3`,
    [since, now, offset(page)],
  );
  return { keys, total: await publicGames(db) };
}

export async function newPage(db: Queryable, page: number): Promise<KeyPage> {
  const keys = await keysOf(
    db,
    `SELECT g.game_key FROM game.games g WHERE ${PUBLIC}
      ORDER BY g.published_at DESC, g.game_key LIMIT ${PAGE_SIZE} OFFSET $1`,
    [offset(page)],
  );
  return { keys, total: await publicGames(db) };
}

/** Public games of the given authors (the people the caller follows), newest publish first. */
export async function followingPage(db: Queryable, authorIds: string[], page: number): Promise<KeyPage> {
  if (!authorIds.length) return { keys: [], total: 0 };
  return authorsPage(db, `g.author_id = ANY($1)`, [authorIds], page);
}

/** Public games of the people the user follows, from the game service's copy of follows. */
export async function followedPage(db: Queryable, userId: string, page: number): Promise<KeyPage> {
  const followed = `SELECT followee_id FROM game.follows WHERE follower_id = $1 AND following`;
  return authorsPage(db, `g.author_id IN (${followed})`, [userId], page);
}

async function authorsPage(
  db: Queryable,
  authors: string,
  params: unknown[],
  page: number,
): Promise<KeyPage> {
  const where = `FROM game.games g WHERE ${PUBLIC} AND ${authors}`;
  const keys = await keysOf(
    db,
    `SELECT g.game_key ${where} ORDER BY g.published_at DESC, g.game_key LIMIT ${PAGE_SIZE} OFFSET $2`,
    [...params, offset(page)],
  );
  return { keys, total: await countOf(db, where, params) };
}

/** Public games the user likes, the latest like first. */
export async function likedPage(db: Queryable, userId: string, page: number): Promise<KeyPage> {
  const where = `FROM game.likes l JOIN game.games g ON g.game_key = l.game_key WHERE l.user_id = $1 AND ${PUBLIC}`;
  const keys = await keysOf(
    db,
    `SELECT g.game_key ${where} ORDER BY l.liked_at DESC, g.game_key LIMIT ${PAGE_SIZE} OFFSET $2`,
    [userId, offset(page)],
  );
  return { keys, total: await countOf(db, where, [userId]) };
}

/** A user's games, newest first; only the public ones unless the owner is asking. */
export async function authorPage(
  db: Queryable,
  authorId: string,
  onlyPublic: boolean,
  page: number,
): Promise<KeyPage> {
  const where = `FROM game.games g WHERE g.author_id = $1 ${onlyPublic ? `AND ${PUBLIC}` : ''}`;
  const keys = await keysOf(
    db,
    `SELECT g.game_key ${where} ORDER BY g.created_at DESC, g.game_key LIMIT ${PAGE_SIZE} OFFSET $2`,
    [authorId, offset(page)],
  );
  return { keys, total: await countOf(db, where, [authorId]) };
}

/** The games the user likes among these. */
export async function likedAmong(db: Queryable, userId: string | undefined, keys: string[]) {
  if (!userId || !keys.length) return new Set<string>();
  const { rows } = await db.query(
    'SELECT game_key FROM game.likes WHERE user_id = $1 AND game_key = ANY($2)',
    [userId, keys],
  );
  return new Set(rows.map((r: { game_key: string }) => r.game_key));
}

/**
 * Cards for the keys, in their order: the public version when there is one, else the newest version
 * (a private game in its owner's library). `onlyPublic` drops a game hidden since the keys were read.
 */
export async function cards(
  db: Queryable,
  keys: string[],
  viewerId: string | undefined,
  onlyPublic: boolean,
) {
  if (!keys.length) return [];
  const { rows } = await db.query(
    `SELECT g.*, ${ANSWER_COLUMNS}, to_jsonb(v) AS version
       FROM game.games g
       LEFT JOIN game.authors a ON a.author_id = g.author_id
       JOIN LATERAL (
         SELECT * FROM game.versions WHERE game_key = g.game_key
         ORDER BY (kv_key = g.public_version_key) DESC, created_at DESC LIMIT 1
       ) v ON true
      WHERE g.game_key = ANY($1) ${onlyPublic ? `AND ${PUBLIC}` : ''}`,
    [keys, viewerId ?? null],
  );
  const byKey = new Map(rows.map((r: GameRow & { version: VersionRow }) => [r.game_key, r]));
  return keys.flatMap((k) => {
    const r = byKey.get(k);
    return r ? [gameJson(r, r.version, viewerId)] : [];
  });
}
