// A game made through the public API (the create suites test how; the others just need one).
import { GiveUp, waitFor } from '@degs/kit/src/testing/wait';

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
  // Where the job stands goes into the error when the game does not come; a failed job fails at once.
  await waitFor(
    `game ${kv}`,
    async () => {
      if ((await fetch(`${app}/api/games/${kv}`, { headers: auth })).status === 200) return true;
      const status = await fetch(`${app}/api/games/${kv}/status`, { headers: auth });
      const job = (status.ok ? await status.json() : { http: status.status }) as { status?: number };
      if (job.status !== undefined && job.status < 0)
        throw new GiveUp(`generation failed: ${JSON.stringify(job)}`);
      throw new Error(`not yet: ${JSON.stringify(job)}`);
    },
    // A job whose worker was killed waits out the group's session (30 s) before another takes it,
    // and a busy machine plays the game slower.
    waitMs,
    250,
  );
  return kv;
}
