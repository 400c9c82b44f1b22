// A person signed in through the public API (the identity suites test how; the others just need one).
import { Wallet } from 'ethers';
import { fixedMessage } from '@degs/service-auth/src/domain/wallet';

async function post(app: string, method: string, path: string, body: unknown, token?: string) {
  const r = await fetch(app + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return r.json();
}

/** Signs in with a fresh wallet (the spec's fixed message); returns the session token. No username yet. */
export async function signedInWallet(app: string): Promise<string> {
  const wallet = new Wallet(Wallet.createRandom().privateKey);
  const { challenge } = await post(app, 'POST', '/api/auth/challenge', {});
  const { session_token: token } = await post(app, 'POST', '/api/auth/verify', {
    address: wallet.address,
    challenge,
    signature: await wallet.signMessage(fixedMessage(challenge)),
  });
  return token;
}

/** Signs in with a fresh wallet and picks the username; returns the session token. */
export async function signedInPerson(app: string, username: string): Promise<string> {
  const token = await signedInWallet(app);
  const user = await post(app, 'PATCH', '/api/user', { username }, token);
  if (user.username !== username) throw new Error(`could not name ${username}: ${JSON.stringify(user)}`);
  return token;
}
