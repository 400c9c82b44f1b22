import { ConfigError, env, loadConfig } from './config';
import { roundRobin } from './platform';

describe('loadConfig', () => {
  const spec = {
    port: env.int('PORT', 8080, 1, 65535),
    url: env.url('DATABASE_URL'),
    mode: env.oneOf('MODE', ['a', 'b'] as const, 'a'),
    secret: env.secret('SECRET', 8),
    brokers: env.list('BROKERS', []),
    on: env.bool('ON', false),
  };

  test('reads, parses and defaults values', () => {
    const c = loadConfig(spec, {
      DATABASE_URL: 'postgres://x@h/db',
      SECRET: '12345678',
      BROKERS: 'a:1, b:2',
      ON: 'yes',
    });
    expect(c).toEqual({
      port: 8080,
      url: 'postgres://x@h/db',
      mode: 'a',
      secret: '12345678',
      brokers: ['a:1', 'b:2'],
      on: true,
    });
  });

  test('names every missing or bad variable at once', () => {
    let err: ConfigError | undefined;
    try {
      loadConfig(spec, {
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        MODE: 'c',
        SECRET: 'short',
        ON: 'maybe',
      });
    } catch (e) {
      err = e as ConfigError;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems).toEqual([
      "PORT: expected an integer, got 'eighty'",
      'DATABASE_URL: Invalid URL',
      "MODE: expected one of a, b, got 'c'",
      'SECRET: must be at least 8 characters',
      "ON: expected true or false, got 'maybe'",
    ]);
    expect(err!.message).toContain('PORT');
  });

  test('a required variable that is absent is reported as required', () => {
    expect(() => loadConfig({ url: env.url('DATABASE_URL') }, {})).toThrow('DATABASE_URL is required');
  });

  test('ranges are enforced', () => {
    expect(() => loadConfig({ p: env.int('PORT', 1, 1, 10) }, { PORT: '11' })).toThrow(
      'PORT: expected 1..10, got 11',
    );
  });

  test('a service reached at its replicas: URLs separated by commas, each checked, taken in turn', () => {
    const spec = { game: env.urls('SERVICE_URL_GAME') };
    const c = loadConfig(spec, { SERVICE_URL_GAME: 'http://a:7103/, http://b:7103' });
    expect(c.game).toBe('http://a:7103/,http://b:7103');
    expect(() => loadConfig(spec, { SERVICE_URL_GAME: 'http://a:7103,nonsense' })).toThrow(
      'SERVICE_URL_GAME',
    );
    const next = roundRobin('http://a,http://b');
    expect([next(), next(), next()]).toEqual(['http://a', 'http://b', 'http://a']);
  });
});
