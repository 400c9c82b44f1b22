// Why a handler failed decides what a consumer does next:
// - transient: something it depends on is down or busy (a refused or reset connection, a timeout, a
//   5xx, PostgreSQL going away). The message is retried, with backoff, for as long as it takes: the
//   outage ends and the event is handled, never dead-lettered for it.
// - poison: the message can never succeed (bytes that do not decode, an unknown event type, a rule it
//   breaks). It goes to `<topic>.dlq` at once, with the reason, and the partition goes on.
// - unknown: anything else (likely a bug). A few attempts, then the dead-letter topic, from which it
//   can be replayed once the bug is fixed.

export type FailureKind = 'transient' | 'poison' | 'unknown';

/** Thrown (or marked with `poison: true`) by code that knows a message can never be handled. */
export class PoisonMessageError extends Error {
  readonly poison = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PoisonMessageError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
]);
/** PostgreSQL states that pass: connection lost, shutting down, out of resources, a lost race. */
const PG_TRANSIENT = /^(08|53|57P0[123]|40001|40P01)/;
/** What pg and its pool say when the server is not there (no SQLSTATE: it never answered). */
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Client has encountered a connection error/i;

type Failure = {
  code?: unknown;
  status?: unknown;
  poison?: unknown;
  retriable?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
};

export function classify(err: unknown): FailureKind {
  for (let e = err as Failure | undefined, depth = 0; e && depth < 5; e = e.cause as Failure, depth++) {
    if (typeof e !== 'object') break;
    if (e.poison === true) return 'poison';
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || PG_TRANSIENT.test(code)) return 'transient';
    if (typeof e.status === 'number' && (e.status >= 500 || e.status === 408 || e.status === 429))
      return 'transient';
    if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return 'transient';
    // kafkajs marks what it would retry itself (a broker away, a leader moving).
    if (typeof e.name === 'string' && e.name.startsWith('KafkaJS') && e.retriable === true)
      return 'transient';
    if (e.name === 'AbortError' || e.name === 'TimeoutError') return 'transient';
  }
  return 'unknown';
}
