// k6: a steady mixed load for the cluster suite while something happens to the cluster (a rolling
// upgrade, pods killed, the autoscalers at work): the home feed, game pages from the play origin and
// like toggles by the seeded people, all at once at fixed arrival rates. Every answer other than 2xx
// counts as failed (http_req_failed per kind in the summary export).
//   k6 run -e APP=... -e PLAY=... -e SEED=seed.json -e FEED_RATE=50 -e PAGE_RATE=50 -e LIKE_RATE=20 \
//     -e DURATION=60s --summary-export out.json loadtest/cluster.js
import http from 'k6/http';

const APP = __ENV.APP;
const PLAY = __ENV.PLAY;
const seed = __ENV.SEED ? JSON.parse(open(__ENV.SEED)) : { games: [], tokens: [] };
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const duration = __ENV.DURATION || '60s';

const scenario = (rate, exec) => ({
  executor: 'constant-arrival-rate',
  rate,
  timeUnit: '1s',
  duration,
  preAllocatedVUs: Math.max(10, Math.ceil(rate / 10)),
  maxVUs: 300,
  exec,
  tags: { kind: exec },
});
const rates = {
  feed: Number(__ENV.FEED_RATE || 0),
  page: Number(__ENV.PAGE_RATE || 0),
  like: Number(__ENV.LIKE_RATE || 0),
};
const kinds = Object.keys(rates).filter((k) => rates[k] > 0);

export const options = {
  scenarios: Object.fromEntries(kinds.map((k) => [k, scenario(rates[k], k)])),
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
  thresholds: Object.fromEntries(
    kinds.flatMap((k) => [
      [`http_req_failed{kind:${k}}`, ['rate>=0']],
      [`http_reqs{kind:${k}}`, ['count>=0']],
    ]),
  ),
};

// A failed answer is also printed (stderr), so a failing run says what failed and how.
const told = (kind, res) => {
  if (res.status < 200 || res.status > 299)
    console.error(
      `failed ${kind}: ${res.status} ${res.error_code || ''} ${res.error || res.body || ''}`.trim(),
    );
};

export function feed() {
  told('feed', http.get(`${APP}/api/games/public?page=1&filter=top_day`));
}

export function page() {
  told('page', http.get(`${PLAY}/play/${pick(seed.games)}.html`));
}

export function like() {
  const res = http.post(`${APP}/api/games/${pick(seed.games)}/like`, null, {
    headers: { Authorization: `Bearer ${pick(seed.tokens)}` },
  });
  told('like', res);
}
