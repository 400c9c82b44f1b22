// The whole story through a placement's entry point, without a browser: two people sign in, one makes
// a game and publishes it, the other finds it on 'new', opens its page on the play origin, likes it and
// follows its maker; the maker is told of both; the fan's 'following' feed shows the game.
// `helm test` runs it inside the cluster; the cluster suite runs it from outside.
//   node scripts/smoke.mjs <app url> <play url>
import { client } from '../loadtest/client.mjs';

const [app, play] = process.argv.slice(2);
if (!app || !play) {
  console.error('usage: node scripts/smoke.mjs <app url> <play url>');
  process.exit(2);
}
const { call, person, game, publish, until } = client(app);
const step = (what) => console.log(`smoke: ${what}`);

try {
  const tag = Math.random().toString(36).slice(2, 8);
  const maker = await person(`maker_${tag}`);
  const fan = await person(`fan_${tag}`);
  step('two people signed in');
  const key = await game(maker.token, 'a frog catching flies on lily pads');
  await publish(maker.token, key);
  step(`game ${key} made and published`);
  await until('the game on the new feed', async () =>
    (await call('GET', '/api/games/public?page=1&filter=new&sort=created_at&order=desc')).games.some(
      (g) => g.kv_key === key,
    ),
  );
  const page = await fetch(`${play}/play/${key}.html`);
  const html = await page.text();
  if (
    !page.ok ||
    !html.includes('<canvas') ||
    !(page.headers.get('content-security-policy') ?? '').includes('sandbox')
  )
    throw new Error(`the game page answered ${page.status} without a sandboxed game`);
  step('found on the new feed; its page served sandboxed from the play origin');
  const liked = await call('POST', `/api/games/${key}/like`, {}, fan.token);
  if (!liked.is_liked || liked.likes_count !== 1) throw new Error(`like answered ${JSON.stringify(liked)}`);
  await call('POST', '/api/follow', { username: maker.username }, fan.token);
  step('liked and followed');
  await until(
    'the maker told of the like and the follow',
    async () => (await call('GET', '/api/notifications?page=1', undefined, maker.token)).unread_count === 2,
  );
  await until("the game on the fan's following feed", async () =>
    (await call('GET', '/api/games/public?page=1&filter=following', undefined, fan.token)).games.some(
      (g) => g.kv_key === key,
    ),
  );
  step('notifications and the following feed: ok');
} catch (err) {
  console.error(`smoke failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
