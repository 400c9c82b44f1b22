// After the like load: every game's likes_count must equal the number of seeded people whose own read
// says they like it. Prints "likes exact: yes" or the games that differ (and exits 1).
// Usage: node loadtest/check-likes.mjs <app url> <seed.json>
import { readFileSync } from 'node:fs';

const [app, seedFile] = process.argv.slice(2);
const seed = JSON.parse(readFileSync(seedFile, 'utf8'));
const read = async (key, token) =>
  (
    await (
      await fetch(`${app}/api/games/${key}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    ).json()
  ).game;

// Counters settle once the last like's event is handled.
await new Promise((r) => setTimeout(r, 2_000));
const wrong = [];
for (const key of seed.games) {
  const liked = (await Promise.all(seed.tokens.map((t) => read(key, t)))).filter((g) => g.is_liked).length;
  const { likes_count: count } = await read(key);
  if (count !== liked) wrong.push(`${key}: likes_count ${count}, liked by ${liked}`);
}
console.log(wrong.length ? `likes exact: no\n${wrong.join('\n')}` : 'likes exact: yes');
process.exit(wrong.length ? 1 : 0);
