// A game made through the public API (the create suites test how; the others just need one).
import { waitFor } from '@degs/kit/src/testing/wait';

export async function generateGame(
  app: string,
  token: string,
  prompt: string,
  waitMs = 120_000,
): Promise<string> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${app}/api/games/generate`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ prompt }),
  });
  const { kv_key: kv } = (await started.json()) as { kv_key: string };
  if (!kv) throw new Error(`generation did not start: ${started.status}`);
  await waitFor(
    `game ${kv}`,
    async () => (await fetch(`${app}/api/games/${kv}`, { headers: auth })).status === 200,
    // A job whose worker was killed waits out the group's session (30 s) before another takes it,
    // and a busy machine plays the game slower.
    waitMs,
  );
  return kv;
}
