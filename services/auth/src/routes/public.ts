import { createHash, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { verifyMessage } from 'ethers';
import { SiweMessage } from 'siwe';
import { clientIp, HttpError, type ServiceContext } from '@degs/kit';
import {
  CHALLENGE_TTL_MS,
  fixedMessage,
  isAddress,
  isChallenge,
  isSignature,
  siweProblem,
} from '../domain/wallet';
import { isValidEmail, MAGIC_LINK_TTL_MS, normalizeEmail } from '../domain/email';
import { consumeMagicLink, saveMagicLink, userFor, type IdentityKind } from '../store';
import type { Mailer } from '../mailer';

export interface AuthSettings {
  chainIds: number[];
  mailer: Mailer;
  linkLimitPerAddress: number;
  linkLimitPerIp: number;
}

const nonceKey = (n: string) => `auth:nonce:${n}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 24 characters of 62: about 143 bits. */
function newNonce(): string {
  const bytes = randomBytes(48);
  let out = '';
  for (const b of bytes) {
    if (b < 248) out += ALPHANUM[b % 62]; // 248 = 4 * 62: no modulo bias
    if (out.length === 24) return out;
  }
  return newNonce();
}

const unauthorized = (m: string) => new HttpError(401, m);

export function authRoutes(ctx: ServiceContext, s: AuthSettings): Router {
  const router = Router();

  async function signIn(kind: IdentityKind, value: string, method: 'wallet' | 'email') {
    const { userId, isNew } = await ctx.work.run(async ({ tx, emit }) => {
      const who = await userFor(tx, kind, value);
      await emit('user.signed_in', { user_id: who.userId, method, is_new_user: who.isNew }, who.userId);
      return who;
    });
    // Idempotent: creates the profile on first sign-in, returns it every time.
    const user = await ctx.clients.user.ensure(userId, kind === 'wallet' ? value : null);
    const { token } = ctx.sessions.issue(userId);
    ctx.log.info({ user_id: userId, method, is_new_user: isNew }, 'signed in');
    return { session_token: token, user };
  }

  router.post('/api/auth/challenge', async (_req, res) => {
    const challenge = newNonce();
    await ctx.store.set(nonceKey(challenge), '1', CHALLENGE_TTL_MS);
    res.json({ challenge });
  });

  router.post('/api/auth/verify', async (req, res) => {
    const { address, signature, challenge, message } = req.body ?? {};
    if (!isAddress(address) || !isSignature(signature) || !isChallenge(challenge)) {
      throw new HttpError(400, 'address, signature and challenge are required');
    }
    if (message !== undefined && typeof message !== 'string')
      throw new HttpError(400, 'message must be a string');
    // Consumed before anything else: a nonce is good for one attempt, whatever its outcome.
    if ((await ctx.store.take(nonceKey(challenge))) === null)
      throw unauthorized('Invalid or expired challenge');

    if (message !== undefined) {
      let siwe: SiweMessage;
      try {
        siwe = new SiweMessage(message);
      } catch {
        throw unauthorized('Malformed sign-in message');
      }
      const problem = siweProblem(siwe, {
        appOrigin: ctx.config.appOrigin,
        address,
        challenge,
        chainIds: s.chainIds,
        now: new Date(),
      });
      if (problem) throw unauthorized(problem);
      const result = await siwe.verify(
        { signature, nonce: challenge, domain: siwe.domain },
        { suppressExceptions: true },
      );
      if (!result.success) throw unauthorized('Signature does not match the address');
    } else {
      let signer: string;
      try {
        signer = verifyMessage(fixedMessage(challenge), signature);
      } catch {
        throw unauthorized('Signature does not match the address');
      }
      if (signer.toLowerCase() !== address.toLowerCase())
        throw unauthorized('Signature does not match the address');
    }
    res.json(await signIn('wallet', address.toLowerCase(), 'wallet'));
  });

  router.post('/api/auth/email/magic-link', async (req, res) => {
    const raw = req.body?.email;
    if (!isValidEmail(raw)) throw new HttpError(400, 'Please enter a valid email address');
    const email = normalizeEmail(raw);
    for (const [key, limit] of [
      [`auth:link:addr:${sha256(email)}`, s.linkLimitPerAddress],
      [`auth:link:ip:${clientIp(req)}`, s.linkLimitPerIp],
    ] as const) {
      const r = await ctx.store.rateLimit(key, limit, 3_600_000);
      if (!r.allowed) {
        throw new HttpError(429, 'Too many sign-in links requested. Please try again later.', {
          'Retry-After': String(Math.ceil(r.retryAfterMs / 1000)),
        });
      }
    }
    const token = randomBytes(32).toString('base64url'); // 256 bits
    await saveMagicLink(ctx.db, sha256(token), email, MAGIC_LINK_TTL_MS);
    // Built from configuration only, never from request headers.
    const link = `${ctx.config.appOrigin}/auth/callback?token=${token}`;
    await s.mailer({
      to: email,
      subject: 'Your degs sign-in link',
      text: `Sign in to degs by opening this link:\n\n${link}\n\nIt works once and expires in 15 minutes. If you did not ask for it, ignore this mail.\n`,
      html: `<p>Sign in to degs by opening this link:</p><p><a href="${link}">Sign in to degs</a></p><p>It works once and expires in 15 minutes. If you did not ask for it, ignore this mail.</p>`,
    });
    // The same answer whether or not the address belongs to anyone.
    res.json({ success: true, message: 'Magic link sent! Check your email' });
  });

  router.post('/api/auth/email/verify', async (req, res) => {
    const token = req.body?.token;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
      throw new HttpError(400, 'Invalid authentication link');
    }
    const result = await consumeMagicLink(ctx.db, sha256(token));
    if ('problem' in result) {
      if (result.problem === 'unknown') throw new HttpError(401, 'Invalid authentication link');
      throw new HttpError(
        410,
        result.problem === 'used' ? 'This sign-in link was already used' : 'This sign-in link has expired',
      );
    }
    res.json(await signIn('email', result.email, 'email'));
  });

  router.post('/api/auth/logout', ctx.requireSession, async (_req, res) => {
    await ctx.sessions.revoke(res.locals.session);
    res.json({ success: true });
  });

  return router;
}
