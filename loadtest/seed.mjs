// Seeds a running placement for the benchmarks through its public API, as people would: each person
// signs in with a wallet, makes games (the built-in composer), publishes them, and likes others'.
// Prints JSON for k6: { games: [kv_key], tokens: [session token], users: [username] }.
// Usage: node loadtest/seed.mjs <app url> [people=8] [games each=3]
import { Wallet } from 'ethers';
import wallet from '../services/auth/dist/domain/wallet.js';

const { fixedMessage } = wallet;

const [app = 'http://localhost:8080', peopleArg = '8', gamesArg = '3'] = process.argv.slice(2);

async function call(method, path, body, token) {
  const r = await fetch(app + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
  return json;
}

async function person(n) {
  const signer = Wallet.createRandom();
  const { challenge } = await call('POST', '/api/auth/challenge', {});
  const { session_token: token } = await call('POST', '/api/auth/verify', {
    address: signer.address,
    challenge,
    signature: await signer.signMessage(fixedMessage(challenge)),
  });
  const username = `bench${n}_${Math.random().toString(36).slice(2, 8)}`;
  await call('PATCH', '/api/user', { username }, token);
  return { token, username };
}

const PROMPTS = [
  'a frog catching flies',
  'a snake game',
  'a space cat collecting fish while dodging asteroids',
  'breakout with bricks made of cheese',
  'a maze where a mouse looks for cheese',
  'flappy bird but it is a pig',
];

async function game(token, prompt) {
  const { kv_key: key } = await call('POST', '/api/games/generate', { prompt }, token);
  for (let i = 0; i < 120; i++) {
    const s = await call('GET', `/api/games/${key}/status`, undefined, token);
    if (s.status === 2) break;
    if (s.status < 0) throw new Error(`generation failed: ${s.error}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The game service learns of a finished version from its event; on the distributed placement that
  // can land a moment after the status says done.
  for (let i = 0; ; i++) {
    try {
      await call('PATCH', `/api/games/${key}/public`, {}, token);
      break;
    } catch (err) {
      if (i >= 40 || !String(err).includes(' 404 ')) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return key;
}

try {
  const people = [];
  for (let n = 0; n < Number(peopleArg); n++) people.push(await person(n));
  const games = [];
  for (const [n, p] of people.entries())
    for (let g = 0; g < Number(gamesArg); g++)
      games.push(await game(p.token, PROMPTS[(n + g) % PROMPTS.length]));
  // Everyone likes the games of the two people after them.
  for (const [n, p] of people.entries())
    for (const [k, key] of games.entries())
      if (Math.floor(k / Number(gamesArg)) % people.length === (n + 1) % people.length)
        await call('POST', `/api/games/${key}/like`, {}, p.token);
  process.stdout.write(
    JSON.stringify({ games, tokens: people.map((p) => p.token), users: people.map((p) => p.username) }),
  );
} catch (err) {
  console.error(String(err));
  process.exit(1);
}
