// Transactional outbox: a service writes its event in the same transaction as the change, and the relay
// publishes committed events to the bus. An event committed while the bus is down waits in the table
// and goes out once the bus is back. One relay at a time publishes (advisory lock) so per-key order holds.
import { createHash } from 'node:crypto';
import type { Bus } from './bus/types';
import { ident, withTransaction, type Pool, type Queryable } from './db/pool';
import type { Logger } from './log';
import { injectTrace } from './telemetry';

export interface OutboxEvent {
  eventId: string;
  topic: string;
  key: string;
  value: Buffer;
  headers?: Record<string, string>;
}

export async function appendToOutbox(tx: Queryable, schema: string, e: OutboxEvent): Promise<void> {
  await tx.query(
    `INSERT INTO ${ident(schema)}.outbox (event_id, topic, key, value, headers) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO NOTHING`,
    // The trace of the request (or message) that made the change goes with the event.
    [e.eventId, e.topic, e.key, e.value, JSON.stringify(injectTrace({ ...(e.headers ?? {}) }))],
  );
}

const PRUNE_EVERY_MS = 60_000;
/** Kafka keeps a message 7 days by default; the ledger outlives that. */
const HANDLED_KEEP = '8 days';

export interface RelayOptions {
  pool: Pool;
  schema: string;
  bus: Bus;
  log: Logger;
  intervalMs?: number;
  batchSize?: number;
}

export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;
  private failures = 0;
  private again = false;
  private prunedAt = Date.now();
  private readonly lock: number;

  constructor(private readonly o: RelayOptions) {
    this.lock = createHash('sha256').update(`outbox:${o.schema}`).digest().readInt32BE(0);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a pass soon, e.g. right after a commit that wrote an event. */
  notify(): void {
    if (this.stopped || this.failures > 0) return;
    if (this.running)
      this.again = true; // the pass under way may have read before that commit
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = (async () => {
      try {
        // A short batch was everything committed when it read; later commits ask again (notify).
        const size = this.o.batchSize ?? 200;
        while ((await this.publishBatch()) >= size);
        this.failures = 0;
        if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
          this.prunedAt = Date.now();
          await this.prune();
        }
      } catch (err) {
        this.failures++;
        this.o.log.warn({ err, failures: this.failures }, 'outbox relay could not publish; will retry');
      }
    })();
    await this.running;
    this.running = undefined;
    const idle = this.o.intervalMs ?? 500;
    const again = this.again;
    this.again = false;
    this.schedule(this.failures ? Math.min(idle * 2 ** this.failures, 10_000) : again ? 0 : idle);
  }

  /** Publishes one batch; returns how many events went out. */
  async publishBatch(): Promise<number> {
    const s = ident(this.o.schema);
    return withTransaction(this.o.pool, async (tx) => {
      const got = await tx.query('SELECT pg_try_advisory_xact_lock($1) AS ok', [this.lock]);
      if (!got.rows[0].ok) return 0;
      const { rows } = await tx.query(
        `SELECT id, topic, key, value, headers FROM ${s}.outbox WHERE published_at IS NULL ORDER BY id LIMIT $1`,
        [this.o.batchSize ?? 200],
      );
      if (!rows.length) return 0;
      // Consecutive runs of one topic go out as one send, preserving order.
      let i = 0;
      while (i < rows.length) {
        let j = i;
        while (j < rows.length && rows[j].topic === rows[i].topic) j++;
        await this.o.bus.publish(
          rows[i].topic,
          rows.slice(i, j).map((r) => ({ key: r.key, value: r.value, headers: r.headers })),
        );
        i = j;
      }
      await tx.query(`UPDATE ${s}.outbox SET published_at = now() WHERE id = ANY($1::bigint[])`, [
        rows.map((r) => r.id),
      ]);
      return rows.length;
    });
  }

  /**
   * Retention, once a minute: published events after a day, and the handled-event ledger after
   * HANDLED_KEEP (longer than the bus keeps a message, so no redelivery outlives its record).
   */
  async prune(): Promise<void> {
    const s = ident(this.o.schema);
    // Ids grow with time: everything before the first row of the last day, found from the start of the key.
    await this.o.pool.query(
      `DELETE FROM ${s}.outbox WHERE published_at IS NOT NULL AND id < coalesce(
         (SELECT id FROM ${s}.outbox WHERE created_at >= now() - interval '1 day' ORDER BY id LIMIT 1),
         9223372036854775807)`,
    );
    await this.o.pool.query(`DELETE FROM ${s}.handled_events WHERE handled_at < now() - $1::interval`, [
      HANDLED_KEEP,
    ]);
  }

  /** Stops the loop after publishing everything that is committed (bounded by timeoutMs). */
  async drain(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    const deadline = Date.now() + timeoutMs;
    try {
      while (Date.now() < deadline && (await this.publishBatch()) > 0);
    } catch (err) {
      this.o.log.warn({ err }, 'outbox not fully drained; the next start publishes the rest');
    }
  }
}

/**
 * Idempotent consumer: records the event id in the transaction of the handler's effect, so a
 * redelivered event changes nothing twice. False when the event was already handled.
 */
export async function markHandled(
  tx: Queryable,
  schema: string,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  const r = await tx.query(
    `INSERT INTO ${ident(schema)}.handled_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [consumer, eventId],
  );
  return r.rowCount !== 0;
}
