// A generation that failed gives its energy back — once, however often the event is delivered.
import { handleOnce, type BusMessage, type ServiceContext } from '@degs/kit';
import { decodeEvent, TOPICS } from '@degs/events';
import { refundEnergy } from './users';

export function consumers(ctx: ServiceContext) {
  return [
    {
      topics: [TOPICS.generation],
      handler: async (msg: BusMessage) => {
        const e = decodeEvent(msg.value);
        if (e.type !== 'generation.failed') return;
        await handleOnce(ctx.db, ctx.schema, 'users.energy_refund', e.eventId, (tx) =>
          refundEnergy(tx, e.payload.user_id),
        );
      },
    },
  ];
}
