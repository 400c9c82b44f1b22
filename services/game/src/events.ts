// What the game service learns from the bus: finished generations become versions; username changes
// reach the author records; likes feed is_liked, the 'liked' feed, the counts and the rankings; follows
// feed the 'following' feed. Every effect is done once per event (ctx.work.once).
import type { BusMessage, ServiceContext } from '@degs/kit';
import { decodeEvent, TOPICS, type Envelope } from '@degs/events';
import { placeVersion } from './domain/versions';
import { applyFollow } from './store';
import { applyLike, findAuthor, findVersion, insertGame, insertVersion, upsertAuthor } from './store';

export function consumers(ctx: ServiceContext) {
  return [
    {
      topics: [TOPICS.generation, TOPICS.user, TOPICS.social],
      handler: async (msg: BusMessage) => {
        const event = decodeEvent(msg.value);
        if (event.type === 'social.game_liked' || event.type === 'social.game_unliked')
          await likeChanged(ctx, event);
        if (event.type === 'generation.completed')
          await versionCreated(ctx, event as Envelope<'generation.completed'>);
        if (event.type === 'user.updated') await authorRenamed(ctx, event as Envelope<'user.updated'>);
        if (event.type === 'social.user_followed' || event.type === 'social.user_unfollowed')
          await followChanged(ctx, event);
      },
    },
  ];
}

async function versionCreated(ctx: ServiceContext, e: Envelope<'generation.completed'>): Promise<void> {
  const p = e.payload;
  // The author's name from our copy (kept by user.updated); someone never seen yet is asked of the
  // user service, outside the transaction (no HTTP while holding one).
  const known = await findAuthor(ctx.db, p.user_id);
  const author = known !== undefined ? { username: known } : await ctx.clients.user.get(p.user_id);
  await ctx.work.once('game.versions', e.eventId, async ({ tx, emit }) => {
    if (await findVersion(tx, p.kv_key)) return;
    const parent = p.parent_kv_key ? await findVersion(tx, p.parent_kv_key) : null;
    const place = placeVersion(p.kv_key, p.user_id, parent);
    await upsertAuthor(tx, p.user_id, author.username);
    if (place.newGame) await insertGame(tx, place.gameKey, p.user_id, place.originKvKey);
    const v = await insertVersion(tx, {
      kv_key: p.kv_key,
      game_key: place.gameKey,
      parent_kv_key: place.parentKvKey,
      author_id: p.user_id,
      name: p.name,
      prompt: p.prompt,
      version_number: place.versionNumber,
      is_multiplayer: false,
    });
    await emit(
      'game.version_created',
      {
        game_key: place.gameKey,
        kv_key: v.kv_key,
        parent_kv_key: v.parent_kv_key ?? '',
        author_id: v.author_id,
        version_number: v.version_number,
        variant_index: v.variant_index,
        name: v.name,
      },
      place.gameKey,
    );
  });
}

async function authorRenamed(ctx: ServiceContext, e: Envelope<'user.updated'>): Promise<void> {
  if (!e.payload.changed_fields.includes('username')) return;
  await ctx.work.once('game.authors', e.eventId, ({ tx }) =>
    upsertAuthor(tx, e.payload.user_id, e.payload.username),
  );
}

/** A like or unlike, applied to the game's copy; a repeated or stale event changes nothing. */
async function likeChanged(
  ctx: ServiceContext,
  e: Envelope<'social.game_liked'> | Envelope<'social.game_unliked'>,
): Promise<void> {
  const { game_key, user_id } = e.payload;
  await ctx.work.once('game.likes', e.eventId, async ({ tx }) => {
    const liked = e.type === 'social.game_liked';
    const at = liked ? new Date(Number(e.payload.liked_at_ms) || Date.parse(e.occurredAt)) : undefined;
    await applyLike(tx, game_key, user_id, liked, at);
  });
}

/** A follow or unfollow, applied to the game's copy (the 'following' feed); the latest change wins. */
async function followChanged(
  ctx: ServiceContext,
  e: Envelope<'social.user_followed'> | Envelope<'social.user_unfollowed'>,
): Promise<void> {
  await ctx.work.once('game.follows', e.eventId, ({ tx }) =>
    applyFollow(tx, {
      followerId: e.payload.follower_id,
      followeeId: e.payload.followee_id,
      following: e.type === 'social.user_followed',
      at: new Date(e.occurredAt),
    }),
  );
}
