// k6: the discover load — the home feed (top_day, new), a player's game fetch (which counts a view)
// and the notification poll every signed-in person makes every 30 s. Run against `make run` or
// `make up` with a few published games and a session token:
//   k6 run -e APP=http://localhost:8080 -e TOKEN=<session_token> -e GAME=<kv_key> loadtest/discover.js
// RATE_LIMIT_MAX must be raised on the gateway for a single-IP load (e.g. RATE_LIMIT_MAX=1000000).
import http from 'k6/http';
import { check } from 'k6';

const APP = __ENV.APP || 'http://localhost:8080';
const TOKEN = __ENV.TOKEN;
const GAME = __ENV.GAME;
const auth = { headers: { Authorization: `Bearer ${TOKEN}` } };

const scenario = (rate, exec) => ({
  executor: 'constant-arrival-rate',
  rate,
  timeUnit: '1s',
  duration: __ENV.DURATION || '30s',
  preAllocatedVUs: 40,
  maxVUs: 200,
  exec,
});

export const options = {
  scenarios: {
    feed: scenario(Number(__ENV.FEED_RATE || 100), 'feed'),
    poll: scenario(Number(__ENV.POLL_RATE || 100), 'poll'),
    play: scenario(Number(__ENV.PLAY_RATE || 50), 'play'),
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{kind:feed}': ['p(95)<150'],
    'http_req_duration{kind:poll}': ['p(95)<100'],
    'http_req_duration{kind:play}': ['p(95)<150'],
  },
};

export function feed() {
  const filter = Math.random() < 0.7 ? 'top_day' : 'new&sort=created_at&order=desc';
  const r = http.get(`${APP}/api/games/public?page=1&filter=${filter}`, { tags: { kind: 'feed' } });
  check(r, { 'feed 200': (x) => x.status === 200 });
}

export function poll() {
  const r = http.get(`${APP}/api/notifications?page=1`, { ...auth, tags: { kind: 'poll' } });
  check(r, { 'poll 200': (x) => x.status === 200 });
}

export function play() {
  // Anonymous players from many addresses look alike here (one IP): the view is counted once.
  const r = http.get(`${APP}/api/games/${GAME}`, { tags: { kind: 'play' } });
  check(r, { 'game 200': (x) => x.status === 200 });
}
