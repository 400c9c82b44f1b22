// SQL of the game service, and the API shapes (spec §3 Game and Version).
import { setRow, type Queryable } from '@degs/kit';
import type { ParentVersion } from '../domain/versions';

export interface VersionRow extends ParentVersion {
  parent_kv_key: string | null;
  name: string;
  prompt: string;
  variant_index: number;
  is_multiplayer: boolean;
  created_at: Date;
}

export interface GameRow {
  game_key: string;
  author_id: string;
  public_version_key: string | null;
  origin_kv_key: string | null;
  likes_count: number;
  views_count: number;
  created_at: Date;
  author_username: string | null;
  /** Read in the same query as the rest: whether the viewer likes it (the copy fed by social events). */
  liked_by_viewer?: boolean;
  /** Whether the version this one came from is a public version (else its key is not shown to others). */
  parent_is_public?: boolean;
}

/** The columns every game answer reads with its row, in the same snapshot. $2 is the viewer (or null). */
export const ANSWER_COLUMNS = `
  a.username AS author_username,
  EXISTS (SELECT 1 FROM game.likes l WHERE l.game_key = g.game_key AND l.user_id = $2) AS liked_by_viewer,
  EXISTS (SELECT 1 FROM game.games pg WHERE pg.public_version_key = COALESCE(v.parent_kv_key, g.origin_kv_key))
    AS parent_is_public`;

export async function findVersion(db: Queryable, kvKey: string): Promise<VersionRow | null> {
  const { rows } = await db.query('SELECT * FROM game.versions WHERE kv_key = $1', [kvKey]);
  return rows[0] ?? null;
}

export async function findGame(db: Queryable, gameKey: string, lock = false): Promise<GameRow | null> {
  const { rows } = await db.query(
    `SELECT g.*, a.username AS author_username FROM game.games g LEFT JOIN game.authors a ON a.author_id = g.author_id
     WHERE g.game_key = $1 ${lock ? 'FOR UPDATE OF g' : ''}`,
    [gameKey],
  );
  return rows[0] ?? null;
}

/** A version, its game and the viewer's like in one query (the hot path: every play fetches it). */
export async function findVersionWithGame(
  db: Queryable,
  kvKey: string,
  viewerId?: string,
): Promise<{ version: VersionRow; game: GameRow } | null> {
  const { rows } = await db.query(
    `SELECT g.*, ${ANSWER_COLUMNS}, to_jsonb(v) AS version
       FROM game.versions v JOIN game.games g ON g.game_key = v.game_key
       LEFT JOIN game.authors a ON a.author_id = g.author_id
      WHERE v.kv_key = $1`,
    [kvKey, viewerId ?? null],
  );
  if (!rows[0]) return null;
  const { version, ...game } = rows[0];
  return { version, game };
}

/** The author's username in our copy (null: none yet); undefined when we have never seen them. */
export async function findAuthor(db: Queryable, authorId: string): Promise<string | null | undefined> {
  const { rows } = await db.query('SELECT username FROM game.authors WHERE author_id = $1', [authorId]);
  return rows.length ? (rows[0].username as string | null) : undefined;
}

export async function upsertAuthor(db: Queryable, authorId: string, username: string | null): Promise<void> {
  await db.query(
    `INSERT INTO game.authors (author_id, username) VALUES ($1, $2)
     ON CONFLICT (author_id) DO UPDATE SET username = COALESCE(EXCLUDED.username, game.authors.username)`,
    [authorId, username],
  );
}

export async function insertGame(
  db: Queryable,
  gameKey: string,
  authorId: string,
  originKvKey: string | null,
) {
  await db.query('INSERT INTO game.games (game_key, author_id, origin_kv_key) VALUES ($1, $2, $3)', [
    gameKey,
    authorId,
    originKvKey,
  ]);
}

/** Appends a version; its variant index is the next free one for that version number in the game. */
export async function insertVersion(
  db: Queryable,
  v: Omit<VersionRow, 'variant_index' | 'created_at'>,
): Promise<VersionRow> {
  const { rows } = await db.query(
    `INSERT INTO game.versions (kv_key, game_key, parent_kv_key, author_id, name, prompt, version_number, variant_index, is_multiplayer)
     SELECT $1, $2, $3, $4, $5, $6, $7, COALESCE(MAX(variant_index), 0) + 1, $8
       FROM game.versions WHERE game_key = $2 AND version_number = $7
     RETURNING *`,
    [
      v.kv_key,
      v.game_key,
      v.parent_kv_key,
      v.author_id,
      v.name,
      v.prompt,
      v.version_number,
      v.is_multiplayer,
    ],
  );
  return rows[0];
}

/** Publishes a version as the game's public one, or hides the game (null). */
export async function setPublicVersion(db: Queryable, gameKey: string, kvKey: string | null): Promise<void> {
  await db.query(
    kvKey
      ? 'UPDATE game.games SET public_version_key = $2, published_at = now(), updated_at = now() WHERE game_key = $1'
      : 'UPDATE game.games SET public_version_key = NULL, updated_at = now() WHERE game_key = $1',
    kvKey ? [gameKey, kvKey] : [gameKey],
  );
}

/** True the first time an author publishes anything: the row is claimed once, whatever the concurrency. */
export async function claimFirstPublish(db: Queryable, authorId: string): Promise<boolean> {
  const r = await db.query(
    'UPDATE game.authors SET first_published_at = now() WHERE author_id = $1 AND first_published_at IS NULL',
    [authorId],
  );
  return r.rowCount === 1;
}

/** Applies a like or unlike to the copy and the game's count; false when it changed nothing. */
export async function applyLike(
  db: Queryable,
  gameKey: string,
  userId: string,
  liked: boolean,
  at?: Date,
): Promise<boolean> {
  const changed = await setRow(db, 'game.likes', { game_key: gameKey, user_id: userId }, liked, {
    liked_at: at,
  });
  if (changed)
    await db.query('UPDATE game.games SET likes_count = greatest(0, likes_count + $2) WHERE game_key = $1', [
      gameKey,
      liked ? 1 : -1,
    ]);
  return changed;
}

export async function versionsOf(db: Queryable, gameKey: string): Promise<VersionRow[]> {
  const { rows } = await db.query(
    'SELECT * FROM game.versions WHERE game_key = $1 ORDER BY created_at DESC, version_number DESC, variant_index DESC',
    [gameKey],
  );
  return rows;
}

/**
 * The key a version came from, as this viewer may see it: a public version's key for anyone; the
 * previous version of their own game for its author; never someone's private version.
 */
function parentKeyFor(game: GameRow, version: VersionRow, viewerId?: string): string | null {
  if (game.parent_is_public) return version.parent_kv_key ?? game.origin_kv_key;
  return viewerId === game.author_id ? version.parent_kv_key : null;
}

export function gameJson(game: GameRow, version: VersionRow, viewerId?: string) {
  return {
    kv_key: version.kv_key,
    game_key: game.game_key,
    name: version.name,
    status: 2,
    error: null,
    prompt: version.prompt,
    parent_kv_key: parentKeyFor(game, version, viewerId),
    is_multiplayer: version.is_multiplayer,
    is_author: viewerId === game.author_id,
    is_public: game.public_version_key !== null,
    public_version_key: game.public_version_key ?? false,
    is_liked: game.liked_by_viewer ?? false,
    likes_count: game.likes_count,
    views_count: game.views_count,
    comments_count: 0,
    version_number: version.version_number,
    variant_index: version.variant_index,
    created_at: version.created_at,
    author: { id: game.author_id, username: game.author_username },
  };
}

export function versionJson(v: VersionRow, game: GameRow) {
  return {
    kv_key: v.kv_key,
    version_number: v.version_number,
    variant_index: v.variant_index,
    name: v.name,
    author_username: game.author_username,
    username: game.author_username,
    created_at: v.created_at,
    is_public: game.public_version_key === v.kv_key,
    prompt: v.prompt,
  };
}
