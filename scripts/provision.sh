#!/usr/bin/env bash
# Installs what the tests and `make up` need when it is missing: PostgreSQL, Redis, Chromium and ffmpeg
# from Debian's packages, and the Apache Kafka broker jars from Maven Central (run with the machine's Java).
# Fast when everything is already there. Fails, naming the missing piece, when it cannot provision it.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

need_apt=()
pg_bin >/dev/null || need_apt+=(postgresql)
command -v redis-server >/dev/null || need_apt+=(redis-server)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v ffmpeg >/dev/null || need_apt+=(ffmpeg)

if [ ${#need_apt[@]} -gt 0 ]; then
  say "installing Debian packages: ${need_apt[*]}"
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq || die "apt-get update failed; cannot install ${need_apt[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null \
    || die "apt-get install ${need_apt[*]} failed"
fi
pg_bin >/dev/null || die "PostgreSQL server binaries not found after install"
command -v redis-server >/dev/null || die "redis-server not found after install"
[ -x /usr/bin/chromium ] || die "/usr/bin/chromium not found after install"
command -v ffmpeg >/dev/null || die "ffmpeg not found after install"

if ! ls "$KAFKA_LIBS"/kafka_2.13-*.jar >/dev/null 2>&1; then
  command -v java >/dev/null || die "java is needed to run Kafka and was not found"
  command -v mvn >/dev/null || die "mvn is needed to resolve the Kafka jars and was not found"
  say "resolving Apache Kafka jars with mvn into $KAFKA_LIBS"
  mkdir -p "$KAFKA_LIBS.tmp"
  mvn -q -B -f "$ROOT/scripts/kafka/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$KAFKA_LIBS.tmp" -DincludeScope=runtime || die "mvn could not resolve the Kafka jars"
  rm -rf "$KAFKA_LIBS" && mv "$KAFKA_LIBS.tmp" "$KAFKA_LIBS"
fi
say "provisioned: postgres, redis, chromium, ffmpeg, kafka"
