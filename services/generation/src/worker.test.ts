import { InternalHttpError } from '@degs/kit';
import { GenerationError } from './providers/types';
import { passing } from './worker';

describe('which failures a job waits out', () => {
  test('another service unreachable, or answering 502-504, passes', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN'])
      expect([code, passing(Object.assign(new Error('x'), { code }))]).toEqual([code, true]);
    expect(passing(new InternalHttpError(503, 'Service unavailable'))).toBe(true);
  });

  test('the database restarting or out of connections passes', () => {
    for (const code of ['57P01', '08006', '53300'])
      expect([code, passing(Object.assign(new Error('x'), { code }))]).toEqual([code, true]);
  });

  test("the game's own failure, a refusal, or a bug does not", () => {
    expect(passing(new GenerationError('The game froze'))).toBe(false);
    expect(passing(new InternalHttpError(413, 'Too large'))).toBe(false);
    expect(passing(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(passing(new TypeError('undefined is not a function'))).toBe(false);
  });
});
