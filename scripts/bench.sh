#!/usr/bin/env bash
# make bench: starts a placement, seeds it through its API, and measures in one run
#   - a game page from the play origin (embedded) or the edge (distributed) vs nginx serving the same
#     file from disk, and the gateway hop vs the game service straight (wrk: 1 thread, 32 connections);
#   - the feed, like, notification poll and game fetch at fixed arrival rates (k6), p50/p95/p99 and
#     errors, then whether every like count is exact.
# Prints one table per placement; figures and the machine go into loadtest/README.md by hand.
#   scripts/bench.sh [embedded|distributed|all]      (DURATION=8 seconds per wrk run)
set -euo pipefail
. "$(dirname "$0")/lib.sh"

which=${1:-all}
secs=${DURATION:-8}
WORK=$(mktemp -d /tmp/degs-bench.XXXXXX)
chmod 755 "$WORK"
trap 'stop_all' EXIT

provision() {
  local need=()
  command -v wrk >/dev/null || need+=(wrk)
  [ -x /usr/sbin/nginx ] || need+=(nginx)
  if [ ${#need[@]} -gt 0 ]; then
    local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo -n"
    say "installing ${need[*]}"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null ||
      die "could not install ${need[*]}"
  fi
  provision_k6
}

pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done; done
  [ "$which" = embedded ] || { bash "$ROOT/scripts/processes.sh" stop up >/dev/null 2>&1 || true; bash "$ROOT/scripts/infra.sh" stop up >/dev/null 2>&1 || true; }
  rm -rf "$WORK"
}

# requests/s and p50 latency (ms) of one wrk run
measure() { # url
  wrk -t1 -c32 -d2s "$1" >/dev/null 2>&1 || true # warm up
  wrk -t1 -c32 -d"${secs}s" --latency "$1" | awk '
    /Requests\/sec/ { rps = $2 }
    /^ +50%/ { v = $2; if (v ~ /us$/) p = v / 1000; else if (v ~ /ms$/) p = v + 0; else p = v * 1000 }
    /Non-2xx/ { bad = $NF }
    END { printf "%.0f %.2f %d\n", rps, p, bad }'
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

# nginx with one worker serving the given page from disk: the reference for "a static server".
reference_nginx() { # page file, port
  mkdir -p "$WORK/static/play" "$WORK/static-state"
  cp "$1" "$WORK/static/play/"
  cat >"$WORK/static.conf" <<EOF
worker_processes 1;
pid $WORK/static-state/nginx.pid;
events { worker_connections 4096; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path $WORK/static-state; proxy_temp_path $WORK/static-state;
  fastcgi_temp_path $WORK/static-state; uwsgi_temp_path $WORK/static-state; scgi_temp_path $WORK/static-state;
  server { listen 127.0.0.1:$2; root $WORK/static; } }
EOF
  /usr/sbin/nginx -e "$WORK/static-error.log" -c "$WORK/static.conf" -g 'daemon off;' &
  pids+=($!)
  wait_port "$2"
}

run_placement() { # name, app url, play url, direct game service url, static port, k6 rates "feed like poll game", gateway url
  local name=$1 app=$2 play=$3 direct=$4 static_port=$5 gateway=${7:-$2}
  local feed_rate like_rate poll_rate game_rate
  read -r feed_rate like_rate poll_rate game_rate <<<"$6"
  say "$name: seeding"
  node "$ROOT/loadtest/seed.mjs" "$app" "${BENCH_PEOPLE:-12}" 2 >"$WORK/seed-$name.json"
  local key; key=$(node -e "console.log(require('$WORK/seed-$name.json').games[0])")
  curl -sf "$play/play/$key.html" -o "$WORK/$key.html"
  reference_nginx "$WORK/$key.html" "$static_port"
  say "$name: wrk, ${secs}s a run"
  local nginx_r play_r gw_r direct_r
  read -r nginx_rps nginx_p50 _ < <(measure "http://127.0.0.1:$static_port/play/$key.html")
  read -r play_rps play_p50 play_bad < <(measure "$play/play/$key.html")
  read -r gw_rps gw_p50 gw_bad < <(measure "$gateway/api/games/$key")
  read -r direct_rps direct_p50 _ < <(measure "$direct/api/games/$key")
  say "$name: k6 at fixed rates"
  "$K6" run -q --no-color -e APP="$app" -e SEED="$WORK/seed-$name.json" -e DURATION="${secs}s" \
    -e FEED_RATE="$feed_rate" -e LIKE_RATE="$like_rate" -e POLL_RATE="$poll_rate" \
    -e GAME_RATE="$game_rate" -e WARMUP="${WARMUP:-3}" --summary-export "$WORK/k6-$name.json" "$ROOT/loadtest/bench.js" \
    >"$WORK/k6-$name.log" 2>&1 || true
  local likes; likes=$(node "$ROOT/loadtest/check-likes.mjs" "$app" "$WORK/seed-$name.json" | head -1 || true)
  {
    echo
    echo "### $name ($(nproc) cores, $(date -u +%Y-%m-%d))"
    echo
    echo "| what | req/s | p50 ms | ratio | non-2xx |"
    echo "|---|---|---|---|---|"
    echo "| nginx, the page from disk (1 worker) | $nginx_rps | $nginx_p50 | 1.00 | |"
    echo "| the page from the $( [ "$name" = embedded ] && echo "play origin" || echo "edge" ) | $play_rps | $play_p50 | $(ratio "$play_rps" "$nginx_rps") × nginx | $play_bad |"
    echo "| game service straight, GET /api/games/{id} | $direct_rps | $direct_p50 | 1.00 | |"
    echo "| through the gateway | $gw_rps | $gw_p50 | $(ratio "$gw_rps" "$direct_rps") × direct, p50 $(ratio "$gw_p50" "$direct_p50") × | $gw_bad |"
    echo
    echo "| k6, fixed arrival rate (after ${WARMUP:-3} s warm-up) | offered /s | carried /s | p50 ms | p95 ms | p99 ms | errors |"
    echo "|---|---|---|---|---|---|---|"
    node -e '
      const s = require(process.argv[1]).metrics;
      const [feed, like, poll, game] = process.argv[2].split(" ");
      const rate = { feed, like, poll, game };
      for (const k of ["feed", "like", "poll", "game"]) {
        const d = s[`http_req_duration{kind:${k}}`], f = s[`http_req_failed{kind:${k}}`];
        if (!d) continue;
        const n = (f.passes + f.fails) || 1;
        const carried = Math.round(s[`http_reqs{kind:${k}}`].count / Number(process.argv[3]));
        console.log(`| ${k} | ${rate[k]} | ${carried} | ${d.med.toFixed(1)} | ${d["p(95)"].toFixed(1)} | ${d["p(99)"].toFixed(1)} | ${(100 * f.passes / n).toFixed(2)}% |`);
      }' "$WORK/k6-$name.json" "$feed_rate $like_rate $poll_rate $game_rate" "$secs"
    grep -E "dropped_iterations|checks" "$WORK/k6-$name.log" | sed 's/^ */    /' || true
    echo
    echo "$likes"
  } | tee -a "$WORK/report.md"
}

# The same game fetch and likes with one process of game and social, then two of each.
scale_out() {
  local key rows=() n
  key=$(node -e "console.log(require('$WORK/seed-distributed.json').games[0])")
  for n in 1 2; do
    if [ "$n" = 2 ]; then
      say "distributed: two processes of game and social"
      bash "$ROOT/scripts/processes.sh" stop up >/dev/null
      PORT=18680 PLAY_PORT=18681 EDGE=1 REPLICAS="game=2 social=2" bash "$ROOT/scripts/processes.sh" start up >/dev/null
    fi
    read -r rps p50 _ < <(measure "http://127.0.0.1:7180/api/games/$key")
    "$K6" run -q --no-color -e APP=http://127.0.0.1:18680 -e SEED="$WORK/seed-distributed.json" -e DURATION="${secs}s" \
      -e FEED_RATE=0 -e LIKE_RATE="${SCALE_LIKE_RATE:-500}" -e POLL_RATE=0 -e GAME_RATE=0 -e WARMUP="${WARMUP:-3}" \
      --summary-export "$WORK/k6-scale-$n.json" "$ROOT/loadtest/bench.js" >/dev/null 2>&1 || true
    rows+=("$n $rps $p50 $(node -e 'const s = require(process.argv[1]).metrics;
      const d = s["http_req_duration{kind:like}"];
      console.log(Math.round(s["http_reqs{kind:like}"].count / Number(process.argv[2])), d.med.toFixed(1), d["p(95)"].toFixed(1))' "$WORK/k6-scale-$n.json" "$secs")")
  done
  {
    echo
    echo "| processes of game and social | game fetch req/s (gateway) | p50 ms | likes carried /s (${SCALE_LIKE_RATE:-500} offered) | like p50 ms | like p95 ms |"
    echo "|---|---|---|---|---|---|"
    for r in "${rows[@]}"; do echo "| ${r// / | } |"; done
    read -r _ one _ _ _ _ <<<"${rows[0]}"; read -r _ two _ _ _ _ <<<"${rows[1]}"
    echo
    echo "scale-out: game fetch $(ratio "$two" "$one") × with two processes each"
  } | tee -a "$WORK/report.md"
}

provision
export RATE_LIMIT_MAX=100000000 DAILY_ENERGY=10000

if [ "$which" = embedded ] || [ "$which" = all ]; then
  say "embedded: starting (make run's process)"
  PORT=18580 PLAY_PORT=18581 APP_ORIGIN=http://localhost:18580 PLAY_ORIGIN=http://localhost:18581 \
    DATA_DIR="$WORK/data" SERVICE_PORT_BASE=18600 node "$ROOT/packages/embedded/dist/supervise.js" >"$WORK/embedded.log" 2>&1 &
  embedded=$!
  pids+=($embedded)
  for _ in $(seq 1 600); do
    curl -sf http://127.0.0.1:18580/readyz >/dev/null 2>&1 && break
    kill -0 "$embedded" 2>/dev/null || die "the embedded process exited: $(tail -3 "$WORK/embedded.log")"
    sleep 0.2
  done
  # One process on one event loop: rates near what it carries (the goals are the distributed placement's).
  run_placement embedded http://127.0.0.1:18580 http://127.0.0.1:18581 http://127.0.0.1:18603 18590 \
    "${EMBEDDED_RATES:-250 50 250 100}"
  kill "$embedded" 2>/dev/null || true
  while kill -0 "$embedded" 2>/dev/null; do sleep 0.2; done
fi

if [ "$which" = distributed ] || [ "$which" = all ]; then
  say "distributed: starting PostgreSQL, Redis, Kafka and a process per service, behind the edge"
  bash "$ROOT/scripts/infra.sh" start up >/dev/null
  PORT=18680 PLAY_PORT=18681 EDGE=1 bash "$ROOT/scripts/processes.sh" start up >/dev/null
  run_placement distributed http://127.0.0.1:18680 http://127.0.0.1:18681 http://127.0.0.1:7103 18690 \
    "${DISTRIBUTED_RATES:-1000 500 1000 200}" http://127.0.0.1:7180
  scale_out
fi

cp "$WORK/report.md" "$ROOT/.run/bench-report.md" 2>/dev/null || { mkdir -p "$ROOT/.run" && cp "$WORK/report.md" "$ROOT/.run/bench-report.md"; }
say "report: .run/bench-report.md"
