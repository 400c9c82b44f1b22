// What the social service learns from the bus: its copy of games, from game.* events, and of names,
// from user.updated. Each write is idempotent and the events of a game or a person come in order.
import type { BusMessage, ServiceContext } from '@degs/kit';
import { decodeEvent, TOPICS } from '@degs/events';
import { rememberName, rememberVersion, setPublicName } from './store';

export function consumers(ctx: ServiceContext) {
  return [
    {
      topics: [TOPICS.game, TOPICS.user],
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
          await setPublicName(ctx.db, e.payload.game_key, e.payload.author_id, e.payload.name);
        } else if (e.type === 'game.hidden') {
          await setPublicName(ctx.db, e.payload.game_key, e.payload.author_id, null);
        } else if (e.type === 'user.updated' && e.payload.changed_fields.includes('username')) {
          await rememberName(ctx.db, e.payload.user_id, e.payload.username || null);
        }
      },
    },
  ];
}
