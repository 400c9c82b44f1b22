#!/usr/bin/env bash
# The distributed placement's processes: each of the seven services and the gateway as its own Node
# process, on the PostgreSQL, Redis and Kafka that scripts/infra.sh started for the same profile, and
# (EDGE=1, the default for `up`) the nginx edge on the public ports in front of the gateway.
# REPLICAS="game=2 social=2" runs more than one process of a service (the gateway and the services'
# own calls take them in turn); replica k of service i listens on svc_base + 100 (k - 1) + i.
#
#   scripts/processes.sh start|stop|status [up|test]
set -euo pipefail
. "$(dirname "$0")/lib.sh"

cmd=${1:-}; profile=${2:-up}
STATE=${INFRA_DIR:-$ROOT/.infra/$profile}
SERVICES=(auth user game generation social notification media)
case "$profile" in
  up) gw_port=${PORT:-8080}; play_port=${PLAY_PORT:-8081}; svc_base=7100; edge=${EDGE:-1} ;;
  # The test profile's ports follow its infra (scripts/infra.sh), so a second test run can have its own.
  test) base=${INFRA_PORT_BASE:-25000}; gw_port=$((base + 80)); play_port=$((base + 81)); svc_base=$((base + 100)); edge=${EDGE:-0} ;;
  *) die "unknown profile '$profile' (use up or test)" ;;
esac

load_env() {
  [ -f "$STATE/env" ] || die "no infra running for '$profile' (scripts/infra.sh start $profile)"
  set -a
  . "$STATE/env"
  if [ ! -f "$STATE/secrets.env" ]; then
    umask 077
    printf 'SESSION_SECRET=%s\nSERVICE_TOKEN_SECRET=%s\n' "$(head -c 32 /dev/urandom | base64 | tr -d '=+/\n')" \
      "$(head -c 32 /dev/urandom | base64 | tr -d '=+/\n')" >"$STATE/secrets.env"
  fi
  . "$STATE/secrets.env"
  MAIL_DIR=${MAIL_DIR:-$STATE/mail}
  APP_ORIGIN=${APP_ORIGIN:-http://localhost:$gw_port}
  PLAY_ORIGIN=${PLAY_ORIGIN:-http://localhost:$play_port}
  local i=0 k urls
  for s in "${SERVICES[@]}"; do
    i=$((i + 1))
    urls=""
    for ((k = 1; k <= $(replicas "$s"); k++)); do urls+="${urls:+,}http://127.0.0.1:$((svc_base + 100 * (k - 1) + i))"; done
    eval "SERVICE_URL_${s^^}=$urls"
  done
  set +a
}

replicas() { # service → how many processes REPLICAS asks for (1 when it does not name it)
  local pair
  for pair in ${REPLICAS:-}; do [ "${pair%%=*}" = "$1" ] && { echo "${pair#*=}"; return; }; done
  echo 1
}

start_one() { # name, script, port, [extra env...]
  local name=$1 script=$2 port=$3; shift 3
  mkdir -p "$STATE/pids" "$STATE/logs"
  if [ -f "$STATE/pids/$name.pid" ] && kill -0 "$(cat "$STATE/pids/$name.pid")" 2>/dev/null; then
    say "$name already running"; return
  fi
  env PORT="$port" "$@" nohup node "$ROOT/$script" >>"$STATE/logs/$name.log" 2>&1 &
  echo $! >"$STATE/pids/$name.pid"
}

wait_ready() { # name, url
  local i
  for ((i = 0; i < 600; i++)); do
    curl -sf "$2" >/dev/null 2>&1 && return 0
    kill -0 "$(cat "$STATE/pids/$1.pid")" 2>/dev/null || die "$1 exited: $(tail -5 "$STATE/logs/$1.log")"
    sleep 0.1
  done
  die "$1 not ready at $2: $(tail -5 "$STATE/logs/$1.log")"
}

case "$cmd" in
  start)
    [ -f "$ROOT/gateway/dist/main.js" ] || die "not built (make build)"
    load_env
    i=0
    for s in "${SERVICES[@]}"; do
      i=$((i + 1))
      start_one "$s" "services/$s/dist/main.js" $((svc_base + i))
      for ((k = 2; k <= $(replicas "$s"); k++)); do
        start_one "$s-$k" "services/$s/dist/main.js" $((svc_base + 100 * (k - 1) + i))
      done
    done
    if [ "$edge" = 1 ]; then
      # The edge takes the public ports; the gateway listens behind it and trusts its one hop.
      conf=$(bash "$ROOT/scripts/edge.sh" "$STATE/edge" "$STATE/logs" "$gw_port" "$play_port" \
        "127.0.0.1:$((svc_base + 80))" "127.0.0.1:$((svc_base + 81))" "${EDGE_WORKERS:-auto}")
      start_one gateway gateway/dist/main.js $((svc_base + 80)) PLAY_PORT=$((svc_base + 81)) TRUST_PROXY_HOPS=1
      if ! { [ -f "$STATE/pids/edge.pid" ] && kill -0 "$(cat "$STATE/pids/edge.pid")" 2>/dev/null; }; then
        nohup "$(command -v nginx || echo /usr/sbin/nginx)" -e "$STATE/logs/edge-error.log" -c "$conf" -g 'daemon off;' >>"$STATE/logs/edge.log" 2>&1 &
        echo $! >"$STATE/pids/edge.pid"
      fi
    else
      start_one gateway gateway/dist/main.js "$gw_port" PLAY_PORT="$play_port"
    fi
    i=0
    for s in "${SERVICES[@]}"; do
      i=$((i + 1))
      wait_ready "$s" "http://127.0.0.1:$((svc_base + i))/readyz"
      for ((k = 2; k <= $(replicas "$s"); k++)); do
        wait_ready "$s-$k" "http://127.0.0.1:$((svc_base + 100 * (k - 1) + i))/readyz"
      done
    done
    if [ "$edge" = 1 ]; then
      wait_ready gateway "http://127.0.0.1:$((svc_base + 80))/readyz"
      wait_ready edge "http://127.0.0.1:$gw_port/readyz"
    else
      wait_ready gateway "http://127.0.0.1:$gw_port/readyz"
    fi
    say "degs is up: $APP_ORIGIN (games on $PLAY_ORIGIN); logs in $STATE/logs"
    ;;
  stop)
    # SIGTERM to all at once (each drains in parallel), then wait; SIGKILL what is left after 20 s.
    pids=()
    for f in "$STATE"/pids/*.pid; do
      [ -f "$f" ] || continue
      pid=$(cat "$f"); rm -f "$f"
      kill "$pid" 2>/dev/null && pids+=("$pid")
    done
    for ((i = 0; i < 200; i++)); do
      left=0
      for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && left=1; done
      [ $left = 0 ] && break
      sleep 0.1
    done
    for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
    say "processes stopped ($profile)"
    ;;
  status)
    for f in "$STATE"/pids/*.pid; do
      [ -f "$f" ] || continue
      n=$(basename "$f" .pid)
      kill -0 "$(cat "$f")" 2>/dev/null && echo "$n running (pid $(cat "$f"))" || echo "$n dead"
    done
    ;;
  *) die "usage: $0 start|stop|status [up|test]" ;;
esac
