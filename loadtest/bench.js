// k6: the hot API paths at fixed arrival rates, for `make bench` — the home feed (top_day), a like
// toggle, the 30 s notification poll and a player's game fetch. Reads what loadtest/seed.mjs made:
//   k6 run -e APP=http://localhost:8080 -e SEED=/path/seed.json --summary-export out.json loadtest/bench.js
// Rates per second: FEED_RATE, LIKE_RATE, POLL_RATE, GAME_RATE; DURATION (default 20s) each, after WARMUP. The
// scenarios run one after another, so each rate is measured on its own.
import http from 'k6/http';
import { check } from 'k6';

const APP = __ENV.APP || 'http://localhost:8080';
const seed = JSON.parse(open(__ENV.SEED));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const auth = (token) => ({ Authorization: `Bearer ${token}` });

const seconds = parseInt(__ENV.DURATION || '20', 10);
// Each rate is first offered for WARMUP seconds, not counted (tagged 'warmup'): a service measured from
// its first request would report its JIT and connection set-up, not what it carries when running.
const warmup = parseInt(__ENV.WARMUP || '3', 10);
const slot = warmup + seconds + 2;
const scenario = (rate, exec, i, warm) => ({
  executor: 'constant-arrival-rate',
  rate,
  timeUnit: '1s',
  duration: `${warm ? warmup : seconds}s`,
  startTime: `${i * slot + (warm ? 0 : warmup)}s`,
  preAllocatedVUs: Math.max(20, Math.ceil(rate / 20)),
  maxVUs: 400,
  exec,
  tags: { kind: warm ? 'warmup' : exec },
});

const rates = {
  feed: Number(__ENV.FEED_RATE || 200),
  like: Number(__ENV.LIKE_RATE || 100),
  poll: Number(__ENV.POLL_RATE || 200),
  game: Number(__ENV.GAME_RATE || 200),
};
export const options = {
  scenarios: Object.fromEntries(
    Object.entries(rates)
      .filter(([, rate]) => rate > 0)
      .flatMap(([name, rate], i) => [
        ...(warmup > 0 ? [[`${name}_warmup`, scenario(rate, name, i, true)]] : []),
        [name, scenario(rate, name, i, false)],
      ]),
  ),
  summaryTrendStats: ['med', 'p(95)', 'p(99)', 'max'],
  // One metric per kind in the summary export.
  thresholds: Object.fromEntries(
    Object.keys(rates).flatMap((k) => [
      [`http_req_duration{kind:${k}}`, ['max>=0']],
      [`http_req_failed{kind:${k}}`, ['rate>=0']],
      [`http_reqs{kind:${k}}`, ['count>=0']],
    ]),
  ),
};

export function feed() {
  const r = http.get(`${APP}/api/games/public?page=1&filter=top_day`);
  check(r, { 'feed 200': (x) => x.status === 200 });
}

export function like() {
  const r = http.post(`${APP}/api/games/${pick(seed.games)}/like`, null, {
    headers: auth(pick(seed.tokens)),
  });
  check(r, { 'like 200': (x) => x.status === 200 });
}

export function poll() {
  const r = http.get(`${APP}/api/notifications?page=1`, { headers: auth(pick(seed.tokens)) });
  check(r, { 'poll 200': (x) => x.status === 200 });
}

export function game() {
  const r = http.get(`${APP}/api/games/${pick(seed.games)}`);
  check(r, { 'game 200': (x) => x.status === 200 });
}
