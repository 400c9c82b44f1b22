// A person using the public API, as the benchmarks' seed and the cluster's smoke test drive it:
// signing in with a wallet (the spec's fixed message), making a game and waiting for it, publishing.
import { Wallet } from 'ethers';
import wallet from '../services/auth/dist/domain/wallet.js';

const { fixedMessage } = wallet;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** A JSON caller of one app origin; a non-2xx answer throws with its status and body. */
export function client(app) {
  const call = async (method, path, body, token) => {
    const r = await fetch(app + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
    return json;
  };

  /** Signs in with a fresh wallet and picks the username. */
  const person = async (username) => {
    const signer = Wallet.createRandom();
    const { challenge } = await call('POST', '/api/auth/challenge', {});
    const { session_token: token } = await call('POST', '/api/auth/verify', {
      address: signer.address,
      challenge,
      signature: await signer.signMessage(fixedMessage(challenge)),
    });
    await call('PATCH', '/api/user', { username }, token);
    return { token, username };
  };

  /** Makes a game from a prompt and waits until it is done; returns its key. */
  const game = async (token, prompt) => {
    const { kv_key: key } = await call('POST', '/api/games/generate', { prompt }, token);
    for (let i = 0; i < 240; i++) {
      const s = await call('GET', `/api/games/${key}/status`, undefined, token);
      if (s.status === 2) return key;
      if (s.status < 0) throw new Error(`generation failed: ${s.error}`);
      await pause(250);
    }
    throw new Error(`generation of ${key} did not finish in 60 s`);
  };

  /** Publishes; the game service learns of a finished version from its event, a moment after the status says done. */
  const publish = async (token, key) => {
    for (let i = 0; ; i++) {
      try {
        return await call('PATCH', `/api/games/${key}/public`, {}, token);
      } catch (err) {
        if (i >= 40 || !String(err).includes(' 404 ')) throw err;
        await pause(250);
      }
    }
  };

  /** Waits until `check` gives a truthy answer (tries every 250 ms, up to `secs`). */
  const until = async (what, check, secs = 30) => {
    for (let i = 0; i < secs * 4; i++) {
      const got = await check().catch(() => undefined);
      if (got) return got;
      await pause(250);
    }
    throw new Error(`${what}: not within ${secs} s`);
  };

  return { call, person, game, publish, until };
}
