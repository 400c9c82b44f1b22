import jwt from 'jsonwebtoken';
import { Sessions, SESSION_AUDIENCE, SESSION_ISSUER, bearerToken } from './session';
import { MemoryStore } from './store/memory';

const SECRET = 'test-secret-that-is-long-enough-0123456789';

describe('Sessions', () => {
  const store = new MemoryStore();
  const sessions = new Sessions({ secret: SECRET, store, ttlSeconds: 3600 });
  afterAll(() => store.close());

  test('a token it issued verifies to its user and session', async () => {
    const { token, session } = sessions.issue('user-1');
    const got = await sessions.verify(token);
    expect(got).toEqual({ userId: 'user-1', sessionId: session.sessionId, expiresAt: expect.any(Number) });
    expect(jwt.decode(token, { complete: true })!.header.alg).toBe('HS256');
  });

  test('a tampered token is refused', async () => {
    const { token } = sessions.issue('user-1');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = [
      h,
      Buffer.from(JSON.stringify({ ...payload, sub: 'admin' })).toString('base64url'),
      s,
    ].join('.');
    await expect(sessions.verify(forged)).rejects.toThrow('Invalid session token');
  });

  test("an 'alg: none' token is refused", async () => {
    const unsigned = jwt.sign({ sid: 's' }, '', {
      algorithm: 'none',
      subject: 'user-1',
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      expiresIn: 60,
    });
    await expect(sessions.verify(unsigned)).rejects.toThrow('Invalid session token');
  });

  test('a token signed with another key or for another audience is refused', async () => {
    const other = jwt.sign({ sid: 's' }, 'another-secret-another-secret-another', {
      algorithm: 'HS256',
      subject: 'u',
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      expiresIn: 60,
    });
    await expect(sessions.verify(other)).rejects.toThrow('Invalid session token');
    const wrongAud = jwt.sign({ sid: 's' }, SECRET, {
      algorithm: 'HS256',
      subject: 'u',
      issuer: SESSION_ISSUER,
      audience: 'x',
    });
    await expect(sessions.verify(wrongAud)).rejects.toThrow('Invalid session token');
  });

  test('an expired token is refused as expired', async () => {
    const expired = jwt.sign({ sid: 's', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      algorithm: 'HS256',
      subject: 'u',
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
    });
    await expect(sessions.verify(expired)).rejects.toThrow('Session expired');
  });

  test('a revoked session is refused everywhere that shares the store', async () => {
    const { token } = sessions.issue('user-2');
    const elsewhere = new Sessions({ secret: SECRET, store });
    const session = await sessions.verify(token);
    await sessions.revoke(session);
    await expect(elsewhere.verify(token)).rejects.toThrow('Session revoked');
  });

  test('bearerToken reads only well-formed headers', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
