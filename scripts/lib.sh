# Shared helpers for the infra scripts. Sourced, never run.
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CACHE_DIR=${CACHE_DIR:-$ROOT/.cache}
KAFKA_LIBS=$CACHE_DIR/kafka/libs
SCHEMATHESIS_VERSION=4.32.5
SCHEMATHESIS=$CACHE_DIR/schemathesis/bin/st
K6_VERSION=v1.8.1
K6=$CACHE_DIR/bin/k6

# k6, the load generator of make bench and the cluster suite: compiled once from the Go module proxy.
provision_k6() {
  [ -x "$K6" ] && return 0
  command -v go >/dev/null || die "go is needed to build k6"
  say "building k6 $K6_VERSION into $CACHE_DIR/bin (once)"
  GOBIN="$CACHE_DIR/bin" go install "go.k6.io/k6@$K6_VERSION" || die "could not build k6"
}

say() { printf '[%s] %s\n' "$(basename "$0")" "$*" >&2; }
die() { say "ERROR: $*"; exit 1; }

# Wait until a TCP port answers (on loopback unless $3 names the address), or fail after $2 seconds.
wait_port() {
  local port=$1 secs=${2:-30} host=${3:-127.0.0.1} i
  for ((i = 0; i < secs * 10; i++)); do
    (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

# Run a command as the postgres user when we are root (PostgreSQL refuses to run as root).
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/postgres" ] && { echo "$d"; return; }; done
  command -v postgres >/dev/null && dirname "$(command -v postgres)" && return
  return 1
}

# The machine's own address (its first global IPv4): where pods reach it and the cluster advertises.
machine_ip() { ip -4 -o addr show scope global | awk '{print $4}' | cut -d/ -f1 | head -1; }

# Stops the process a pid file names: TERM, then KILL after $2 seconds (30); removes the file.
stop_pidfile() {
  local f=$1 secs=${2:-30} pid i
  [ -f "$f" ] || return 0
  pid=$(cat "$f"); rm -f "$f"
  kill "$pid" 2>/dev/null || return 0
  for ((i = 0; i < secs * 10; i++)); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
}
