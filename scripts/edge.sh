#!/usr/bin/env bash
# Renders the edge's nginx configuration (charts/degs/files/edge.conf) for a local placement.
#   scripts/edge.sh <state dir> <logs dir> <app port> <play port> <gateway app addr> <gateway play addr> [workers]
# Prints the path of the rendered file. scripts/processes.sh starts nginx with it (make up).
set -euo pipefail
. "$(dirname "$0")/lib.sh"

state=$1 logs=$2 app_port=$3 play_port=$4 gw_app=$5 gw_play=$6 workers=${7:-auto}
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || die "nginx is not installed (scripts/provision.sh installs it)"
mkdir -p "$state" "$logs" "$state/cache"
# Started as root, nginx's workers run as nobody: they must be able to write the cache and temp files.
if [ "$(id -u)" = 0 ]; then
  chmod 755 "$state"
  chown -R nobody:nogroup "$state/cache"
  for d in body proxy fastcgi uwsgi scgi; do mkdir -p "$state/$d" && chown nobody:nogroup "$state/$d"; done
fi
sed -e "s#@STATE@#$state#g" -e "s#@ERROR_LOG@#$logs/edge-error.log#g" -e "s#@WORKERS@#$workers#g" -e "s#@LISTEN@#${HOST:-127.0.0.1}#g" \
  -e "s#@APP_PORT@#$app_port#g" -e "s#@PLAY_PORT@#$play_port#g" \
  -e "s#@GATEWAY_APP@#$gw_app#g" -e "s#@GATEWAY_PLAY@#$gw_play#g" \
  "$ROOT/charts/degs/files/edge.conf" >"$state/nginx.conf"
echo "$state/nginx.conf"
