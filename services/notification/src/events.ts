// Notifications come only from events; each event is handled once (ctx.work.once), and the dedupe keys
// keep a liker who toggles from notifying more than once a day.
import type { BusMessage, ServiceContext } from '@degs/kit';
import { decodeEvent, TOPICS, type AnyEnvelope } from '@degs/events';
import { followNotification, likeNotification, newVersionNotification } from './domain/messages';
import { findPerson, followersOf, notify, rememberPerson, setFollower } from './store';
import type { FirstPages } from './first-page';

export function consumers(ctx: ServiceContext, pages: FirstPages) {
  /**
   * Who did something, by the name kept from user.updated; someone not heard of yet is asked of the
   * user service once, before the transaction (no HTTP inside one).
   */
  const actor = async (id: string) => {
    const known = await findPerson(ctx.db, id);
    if (known !== undefined) return { id, username: known };
    const { username } = await ctx.clients.user.get(id);
    await rememberPerson(ctx.db, id, username, false);
    return { id, username };
  };

  /** Applies the event once; returns whose inbox got something. */
  async function handle(e: AnyEnvelope): Promise<string[]> {
    const at = new Date(e.occurredAt);
    let told: string[] = [];
    switch (e.type) {
      case 'social.game_liked': {
        const p = e.payload;
        if (p.user_id === p.author_id) break; // liking your own game tells no one
        const liker = await actor(p.user_id);
        const n = likeNotification(liker, { game_key: p.game_key, name: p.game_name }, at);
        await ctx.work.once('notification.like', e.eventId, async ({ tx }) => {
          told = await notify(tx, [p.author_id], liker, n);
        });
        break;
      }
      case 'social.user_followed':
      case 'social.user_unfollowed': {
        const p = e.payload;
        const on = e.type === 'social.user_followed';
        const follower = on ? await actor(p.follower_id) : null;
        await ctx.work.once('notification.follow', e.eventId, async ({ tx }) => {
          await setFollower(tx, p.follower_id, p.followee_id, on);
          if (follower)
            told = await notify(
              tx,
              [p.followee_id],
              follower,
              followNotification(follower, p.followee_id, at),
            );
        });
        break;
      }
      case 'user.updated': {
        const p = e.payload;
        if (p.changed_fields.includes('username'))
          await rememberPerson(ctx.db, p.user_id, p.username || null, true);
        break;
      }
      case 'game.published': {
        const p = e.payload;
        const author = await actor(p.author_id);
        const n = newVersionNotification(author, { kv_key: p.kv_key, name: p.name });
        await ctx.work.once('notification.new_version', e.eventId, async ({ tx }) => {
          told = await notify(tx, await followersOf(tx, p.author_id), author, n);
        });
        break;
      }
    }
    return told;
  }

  return [
    {
      topics: [TOPICS.social, TOPICS.game, TOPICS.user],
      handler: async (msg: BusMessage) => pages.forget(await handle(decodeEvent(msg.value))),
    },
  ];
}
