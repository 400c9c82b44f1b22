// Seeds a running placement for the benchmarks through its public API, as people would: each person
// signs in with a wallet, makes games (the built-in composer), publishes them, and likes others'.
// Prints JSON for k6: { games: [kv_key], tokens: [session token], users: [username] }.
// Usage: node loadtest/seed.mjs <app url> [people=8] [games each=3]
import { client } from './client.mjs';

const [app = 'http://localhost:8080', peopleArg = '8', gamesArg = '3'] = process.argv.slice(2);
const { call, person: signIn, game: make, publish } = client(app);
const person = (n) => signIn(`bench${n}_${Math.random().toString(36).slice(2, 8)}`);
const game = async (token, prompt) => {
  const key = await make(token, prompt);
  await publish(token, key);
  return key;
};

const PROMPTS = [
  'a frog catching flies',
  'a snake game',
  'a space cat collecting fish while dodging asteroids',
  'breakout with bricks made of cheese',
  'a maze where a mouse looks for cheese',
  'flappy bird but it is a pig',
];

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
