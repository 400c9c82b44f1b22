// Session tokens: JWT (HS256 pinned) with issuer, audience, expiry and a session id claim. The gateway
// and every service verify them the same way; a revoked session id is refused everywhere at once
// because revocations live in the shared store.
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Store } from './store/types';

export const SESSION_ISSUER = 'degs';
export const SESSION_AUDIENCE = 'degs-app';
const ALG = 'HS256';

export interface Session {
  userId: string;
  sessionId: string;
  expiresAt: number; // seconds since epoch
}

export class InvalidSessionError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidSessionError';
  }
}

const revokedKey = (sid: string) => `session:revoked:${sid}`;

const keys = new Map<string, KeyObject>();
/**
 * The HMAC secret as a key object, made once. Given a string, jsonwebtoken first tries to read it as a
 * public key on every call, and that failed attempt was a third of a busy gateway's CPU.
 */
export function hmacKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
}

export interface SessionsOptions {
  secret: string;
  store: Store;
  ttlSeconds?: number;
}

export class Sessions {
  private readonly ttl: number;

  constructor(private readonly o: SessionsOptions) {
    this.ttl = o.ttlSeconds ?? 30 * 24 * 3600;
  }

  issue(userId: string): { token: string; session: Session } {
    const sessionId = randomBytes(16).toString('base64url');
    const token = jwt.sign({ sid: sessionId }, hmacKey(this.o.secret), {
      algorithm: ALG,
      subject: userId,
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      expiresIn: this.ttl,
    });
    return { token, session: { userId, sessionId, expiresAt: Math.floor(Date.now() / 1000) + this.ttl } };
  }

  /** Verifies signature, algorithm, issuer, audience, expiry and revocation; throws InvalidSessionError. */
  async verify(token: string): Promise<Session> {
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, hmacKey(this.o.secret), {
        algorithms: [ALG],
        issuer: SESSION_ISSUER,
        audience: SESSION_AUDIENCE,
      }) as jwt.JwtPayload;
    } catch (e) {
      throw new InvalidSessionError(
        e instanceof jwt.TokenExpiredError ? 'Session expired' : 'Invalid session token',
      );
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
      throw new InvalidSessionError('Invalid session token');
    }
    if ((await this.o.store.get(revokedKey(claims.sid))) !== null)
      throw new InvalidSessionError('Session revoked');
    return { userId: claims.sub, sessionId: claims.sid, expiresAt: claims.exp };
  }

  /** Revokes until the token would have expired anyway. */
  async revoke(session: Session): Promise<void> {
    const ms = session.expiresAt * 1000 - Date.now();
    if (ms > 0) await this.o.store.set(revokedKey(session.sessionId), '1', ms);
  }
}

/** The bearer token of an Authorization header, or undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}
