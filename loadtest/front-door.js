// k6: the front door under load — the SPA shell, a game page on the play origin, a public API call
// through the gateway to a service, and health. Run against `make run` or `make up`:
//   k6 run -e APP=http://localhost:8080 -e PLAY=http://localhost:8081 -e GAME=<kv_key> loadtest/front-door.js
// RATE_LIMIT_MAX must be raised on the gateway for a single-IP load (e.g. RATE_LIMIT_MAX=1000000).
import http from 'k6/http';
import { check } from 'k6';

const APP = __ENV.APP || 'http://localhost:8080';
const PLAY = __ENV.PLAY || 'http://localhost:8081';
const GAME = __ENV.GAME;

export const options = {
  scenarios: {
    browse: {
      executor: 'constant-arrival-rate',
      rate: Number(__ENV.RATE || 200),
      timeUnit: '1s',
      duration: __ENV.DURATION || '30s',
      preAllocatedVUs: 50,
      maxVUs: 200,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{kind:shell}': ['p(95)<100'],
    'http_req_duration{kind:play}': ['p(95)<100'],
    'http_req_duration{kind:api}': ['p(95)<150'],
  },
};

export default function () {
  const shell = http.get(`${APP}/`, { tags: { kind: 'shell' } });
  check(shell, { 'shell 200': (r) => r.status === 200 });
  if (GAME) {
    const play = http.get(`${PLAY}/play/${GAME}.html`, { tags: { kind: 'play' } });
    check(play, { 'game 200': (r) => r.status === 200 });
  }
  // Answered by the user service through the gateway: 404 for an unknown user.
  const api = http.get(`${APP}/api/users/nobody_here`, {
    tags: { kind: 'api' },
    responseCallback: http.expectedStatuses(404),
  });
  check(api, { 'api answered': (r) => r.status === 404 });
}
