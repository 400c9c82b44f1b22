// Social's own copy of what it needs of games (which game a version key belongs to, its author, the
// name people know it by), kept from the game service's events so that a like is answered without
// asking another service. A key the copy has not heard of yet (a game made a moment ago, whose event is
// still on its way) is asked of the game service once and remembered.
import { type BusMessage, type Queryable, type ServiceContext } from '@degs/kit';
import { decodeEvent, TOPICS } from '@degs/events';

export interface GameInfo {
  game_key: string;
  author_id: string;
  name: string;
}

const FIND = `
  SELECT g.game_key, g.author_id, coalesce(g.public_name, v.name) AS name
  FROM social.game_versions v JOIN social.games g ON g.game_key = v.game_key
  WHERE v.kv_key = $1`;

/** A version and its game; the event's name replaces one a lookup could only guess. */
async function rememberVersion(
  db: Queryable,
  v: { kvKey: string; gameKey: string; name: string; authorId: string; publicName?: string | null },
) {
  await db.query(
    `INSERT INTO social.game_versions (kv_key, game_key, name) VALUES ($1, $2, $3)
     ON CONFLICT (kv_key) DO UPDATE SET name = EXCLUDED.name`,
    [v.kvKey, v.gameKey, v.name],
  );
  await db.query(
    'INSERT INTO social.games (game_key, author_id, public_name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [v.gameKey, v.authorId, v.publicName ?? null],
  );
}

/** The game a version key belongs to; 404 "Game not found" when there is none. */
export async function findGame(ctx: ServiceContext, kvKey: string): Promise<GameInfo> {
  const known = await ctx.db.query<GameInfo>(FIND, [kvKey]);
  if (known.rows[0]) return known.rows[0];
  const asked = await ctx.internal.find<GameInfo & { is_public: boolean }>(
    'game',
    `/internal/games/${encodeURIComponent(kvKey)}`,
    'Game not found',
  );
  // When the game shows another version, this one's own name comes later with its event.
  await rememberVersion(ctx.db, {
    kvKey,
    gameKey: asked.game_key,
    name: asked.name,
    authorId: asked.author_id,
    publicName: asked.is_public ? asked.name : null,
  });
  return { game_key: asked.game_key, author_id: asked.author_id, name: asked.name };
}

/** Keeps the copy from game.* events; each write is idempotent and events of a game come in order. */
export function gameFactsConsumer(ctx: ServiceContext) {
  return {
    topics: [TOPICS.game],
    handler: async (msg: BusMessage) => {
      const e = decodeEvent(msg.value);
      if (e.type === 'game.version_created') {
        const p = e.payload;
        await rememberVersion(ctx.db, {
          kvKey: p.kv_key,
          gameKey: p.game_key,
          name: p.name,
          authorId: p.author_id,
        });
      } else if (e.type === 'game.published') {
        const p = e.payload;
        await ctx.db.query(
          `INSERT INTO social.games (game_key, author_id, public_name) VALUES ($1, $2, $3)
           ON CONFLICT (game_key) DO UPDATE SET public_name = EXCLUDED.public_name`,
          [p.game_key, p.author_id, p.name],
        );
      } else if (e.type === 'game.hidden') {
        await ctx.db.query('UPDATE social.games SET public_name = NULL WHERE game_key = $1', [
          e.payload.game_key,
        ]);
      }
    },
  };
}
