// The one way a service changes its state and tells the others: a unit of work. Its changes and the
// events it emits commit in one transaction (the transactional outbox), each event is stamped with the
// service as producer and the trace of the request or message that caused it, and the relay is told
// to publish once the transaction has committed. A consumer's unit of work is also recorded in the
// ledger of handled events, so a redelivered event changes nothing twice.
import { encodeEvent, type EventType, type PayloadOf } from '@degs/events';
import { withTransaction, type Pool, type Queryable } from './db/pool';
import { appendToOutbox, markHandled } from './outbox';

export interface EmitMeta {
  /** A stable id makes emitting the same fact twice harmless (the outbox keeps the first). */
  eventId?: string;
  occurredAt?: Date;
}

export interface UnitOfWork {
  tx: Queryable;
  /** Emits an event with the transaction: it goes out only if the transaction commits. */
  emit<T extends EventType>(type: T, payload: PayloadOf<T>, key: string, meta?: EmitMeta): Promise<void>;
}

export interface WorkOptions {
  db: Pool;
  schema: string;
  producer: string;
  relay: { notify(): void };
}

export class Work {
  constructor(private readonly o: WorkOptions) {}

  /** Runs `fn` in one transaction with what it emits. */
  async run<R>(fn: (u: UnitOfWork) => Promise<R>): Promise<R> {
    let emitted = 0;
    const result = await withTransaction(this.o.db, (tx) =>
      fn({
        tx,
        emit: async (type, payload, key, meta) => {
          const e = encodeEvent(type, payload, { producer: this.o.producer, key, ...meta });
          await appendToOutbox(tx, this.o.schema, e);
          emitted++;
        },
      }),
    );
    if (emitted) this.o.relay.notify();
    return result;
  }

  /**
   * A consumer's unit of work for one event: done at most once per `consumer` and event id. Returns
   * false when that event was already handled (its effect and emits committed before).
   */
  async once(consumer: string, eventId: string, fn: (u: UnitOfWork) => Promise<void>): Promise<boolean> {
    return this.run(async (u) => {
      if (!(await markHandled(u.tx, this.o.schema, consumer, eventId))) return false;
      await fn(u);
      return true;
    });
  }
}
