// Session tokens: JWT (HS256 pinned) with issuer, audience, expiry and a session id claim. The gateway
// and every service verify them the same way; a revoked session id is refused everywhere at once
// because revocations live in the shared store.
import { randomBytes } from 'node:crypto';
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
    const token = jwt.sign({ sid: sessionId }, this.o.secret, {
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
      claims = jwt.verify(token, this.o.secret, {
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
