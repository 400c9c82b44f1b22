// The view counts, written from Redis a closed batch at a time.
import type { Queryable } from '@degs/kit';

/**
 * Adds one batch of views (game keys and their views) to the games and their hour, once: a batch
 * written before a crash kept it from being cleaned up changes nothing. Returns the views added and
 * each game's new total.
 */
export async function addViewBatch(
  tx: Queryable,
  batch: number,
  keys: string[],
  views: number[],
  hour: Date,
): Promise<{ total: number; counted: { game_key: string; views_count: number }[] }> {
  const claimed = await tx.query('INSERT INTO game.view_batches (batch) VALUES ($1) ON CONFLICT DO NOTHING', [
    batch,
  ]);
  if (claimed.rowCount === 0) return { total: 0, counted: [] };
  const updated = await tx.query<{ game_key: string; views_count: number }>(
    `UPDATE game.games g SET views_count = g.views_count + c.n
       FROM unnest($1::text[], $2::int[]) AS c(game_key, n) WHERE g.game_key = c.game_key
     RETURNING g.game_key, g.views_count`,
    [keys, views],
  );
  await tx.query(
    `INSERT INTO game.view_hours (game_key, hour, views)
     SELECT c.game_key, $3, c.n FROM unnest($1::text[], $2::int[]) AS c(game_key, n)
       JOIN game.games g ON g.game_key = c.game_key
     ON CONFLICT (game_key, hour) DO UPDATE SET views = game.view_hours.views + EXCLUDED.views`,
    [keys, views, hour],
  );
  await tx.query(`DELETE FROM game.view_batches WHERE written_at < now() - interval '7 days'`);
  return { total: views.reduce((a, b) => a + b, 0), counted: updated.rows };
}
