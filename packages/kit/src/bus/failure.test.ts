import { classify, PoisonMessageError } from './failure';
import { InternalHttpError } from '../internal';
import { HttpError } from '../errors';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('why a handler failed', () => {
  test('a dependency down or busy passes: network errors, 5xx, 408, 429, PostgreSQL going away', () => {
    for (const e of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT', 'timeout calling http://user/internal'),
      new InternalHttpError(503, 'Service unavailable'),
      new InternalHttpError(500, 'boom'),
      new HttpError(429, 'Too many requests'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006', 'connection failure'),
      withCode('40001', 'could not serialize access'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('There is no leader for this topic-partition'), {
        name: 'KafkaJSProtocolError',
        retriable: true,
      }),
      new Error('fetch failed', { cause: withCode('ECONNREFUSED') }),
    ])
      expect([e.message, classify(e)]).toEqual([e.message, 'transient']);
  });

  test('what can never succeed is poison: marked by the thrower', () => {
    expect(classify(new PoisonMessageError('unknown event type'))).toBe('poison');
    expect(classify(Object.assign(new Error('x'), { poison: true }))).toBe('poison');
  });

  test('anything else is unexplained: a 4xx, a constraint, a bug', () => {
    for (const e of [
      new InternalHttpError(404, 'User not found'),
      withCode('23505', 'duplicate key value'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error('not retriable'), { name: 'KafkaJSNonRetriableError', retriable: false }),
      'a string',
      undefined,
    ])
      expect(classify(e)).toBe('unknown');
  });
});
