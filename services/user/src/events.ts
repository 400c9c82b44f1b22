// What the user service learns from the bus, each effect once however often an event is delivered:
// a failed generation gives its energy back; follows and publishes keep the profile counts.
import type { BusMessage, ServiceContext, UnitOfWork } from '@degs/kit';
import { decodeEvent, TOPICS } from '@degs/events';
import { refundEnergy, setFollow, setPublicGame } from './store';

export function consumers(ctx: ServiceContext) {
  const once = (consumer: string, eventId: string, effect: (tx: UnitOfWork['tx']) => Promise<void>) =>
    ctx.work.once(consumer, eventId, ({ tx }) => effect(tx));
  return [
    {
      topics: [TOPICS.generation, TOPICS.social, TOPICS.game],
      handler: async (msg: BusMessage) => {
        const e = decodeEvent(msg.value);
        switch (e.type) {
          case 'generation.failed':
            return void (await once('users.energy_refund', e.eventId, (tx) =>
              refundEnergy(tx, e.payload.user_id),
            ));
          case 'social.user_followed':
          case 'social.user_unfollowed':
            return void (await once('users.follows', e.eventId, (tx) =>
              setFollow(tx, e.payload.follower_id, e.payload.followee_id, e.type === 'social.user_followed'),
            ));
          case 'game.published':
          case 'game.hidden':
            return void (await once('users.public_games', e.eventId, (tx) =>
              setPublicGame(tx, e.payload.author_id, e.payload.game_key, e.type === 'game.published'),
            ));
        }
      },
    },
  ];
}
