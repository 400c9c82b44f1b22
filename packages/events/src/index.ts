// Typed events on the bus: topics, the type → message registry, and envelope encoding.
// The message classes are generated from proto/ by `make proto` into ../gen.
import { randomUUID } from 'node:crypto';
import { degs } from '../gen/events';

export const v1 = degs.events.v1;

export const TOPICS = {
  user: 'degs.user.v1',
  game: 'degs.game.v1',
  generation: 'degs.generation.v1',
  generationJobs: 'degs.generation.jobs.v1',
  social: 'degs.social.v1',
} as const;

/** Each event type, its topic and its message class. */
export const EVENTS = {
  'user.signed_in': { topic: TOPICS.user, message: v1.UserSignedIn },
  'user.updated': { topic: TOPICS.user, message: v1.UserUpdated },
  'game.version_created': { topic: TOPICS.game, message: v1.GameVersionCreated },
  'game.published': { topic: TOPICS.game, message: v1.GamePublished },
  'game.hidden': { topic: TOPICS.game, message: v1.GameHidden },
  'generation.requested': { topic: TOPICS.generationJobs, message: v1.GenerationRequested },
  'generation.completed': { topic: TOPICS.generation, message: v1.GenerationCompleted },
  'generation.failed': { topic: TOPICS.generation, message: v1.GenerationFailed },
  'social.game_liked': { topic: TOPICS.social, message: v1.GameLiked },
  'social.game_unliked': { topic: TOPICS.social, message: v1.GameUnliked },
  'social.user_followed': { topic: TOPICS.social, message: v1.UserFollowed },
  'social.user_unfollowed': { topic: TOPICS.social, message: v1.UserUnfollowed },
} as const;

export type EventType = keyof typeof EVENTS;
type MessageOf<T extends EventType> = (typeof EVENTS)[T]['message'];
export type PayloadOf<T extends EventType> = ReturnType<MessageOf<T>['toObject']> &
  Parameters<MessageOf<T>['create']>[0];

/** A decoded payload: every field present (proto3 defaults filled in). */
export type DecodedPayloadOf<T extends EventType> = {
  [K in keyof NonNullable<Parameters<MessageOf<T>['create']>[0]>]-?: NonNullable<
    NonNullable<Parameters<MessageOf<T>['create']>[0]>[K]
  >;
};

export interface Envelope<T extends EventType = EventType> {
  eventId: string;
  type: T;
  occurredAt: string;
  producer: string;
  key: string;
  payload: DecodedPayloadOf<T>;
}

/** Any decoded event; narrowing on `type` gives its payload's type. */
export type AnyEnvelope = { [T in EventType]: Envelope<T> }[EventType];

export interface EncodedEvent {
  eventId: string;
  topic: string;
  key: string;
  value: Buffer;
}

interface Codec {
  create(p: object): unknown;
  encode(m: unknown): { finish(): Uint8Array };
  decode(b: Uint8Array): unknown;
  toObject(m: unknown, o?: object): object;
}
const codec = (type: EventType) => EVENTS[type].message as unknown as Codec;

/** Wraps a payload in an envelope, ready for the outbox or the bus. */
export function encodeEvent<T extends EventType>(
  type: T,
  payload: PayloadOf<T>,
  meta: { producer: string; key: string; eventId?: string; occurredAt?: Date },
): EncodedEvent {
  const c = codec(type);
  const eventId = meta.eventId ?? randomUUID();
  const envelope = v1.Envelope.create({
    event_id: eventId,
    type,
    occurred_at: (meta.occurredAt ?? new Date()).toISOString(),
    producer: meta.producer,
    key: meta.key,
    payload: c.encode(c.create(payload)).finish(),
  });
  return {
    eventId,
    topic: EVENTS[type].topic,
    key: meta.key,
    value: Buffer.from(v1.Envelope.encode(envelope).finish()),
  };
}

/**
 * An event that can never be handled: bytes that are not an envelope, a payload that does not decode,
 * a type nobody knows. Marked `poison`, so a consumer dead-letters it at once instead of retrying.
 */
export class UnknownEventError extends Error {
  readonly poison = true;
}

/** Decodes an envelope and its payload. Throws UnknownEventError on anything it cannot decode. */
export function decodeEvent(value: Uint8Array): AnyEnvelope {
  const undecodable = (what: string, e: unknown) =>
    new UnknownEventError(`${what} does not decode: ${(e as Error).message}`);
  let env: ReturnType<typeof v1.Envelope.decode>;
  try {
    env = v1.Envelope.decode(value);
  } catch (e) {
    throw undecodable('the envelope', e);
  }
  if (!(env.type in EVENTS)) throw new UnknownEventError(`unknown event type '${env.type}'`);
  const type = env.type as EventType;
  const c = codec(type);
  let payload: DecodedPayloadOf<typeof type>;
  try {
    payload = c.toObject(c.decode(env.payload), {
      defaults: true,
      arrays: true,
      longs: Number,
    }) as DecodedPayloadOf<typeof type>;
  } catch (e) {
    throw undecodable(`the ${type} payload`, e);
  }
  return {
    eventId: env.event_id,
    type,
    occurredAt: env.occurred_at,
    producer: env.producer,
    key: env.key,
    payload,
  };
}
