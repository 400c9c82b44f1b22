#!/usr/bin/env bash
# Installs what is missing, fast when everything is already there.
#   provision.sh        what the tests and `make up` need: PostgreSQL, Redis, nginx, Chromium, ffmpeg and the
#                       offline speech recogniser (pocketsphinx, its US English model and test clips)
#                       from Debian's packages, the Apache Kafka jars from Maven Central, and Schemathesis
#                       (PyPI) in a virtualenv under .cache/.
#   provision.sh cluster  that, and what `make cluster` needs: containerd, runc, the CNI plugins, etcd,
#                       iptables tools, debootstrap and buildah (Debian); Go must be there.
#   provision.sh run    what `make run` needs beyond Node: ffmpeg and pocketsphinx for voice prompts,
#                       Chromium for the play-test gate and an emoji font for the covers it shoots.
#                       Without root or sudo it says so and goes on (voice prompts then answer 503).
# Fails, naming the missing piece, when it cannot provision what the tests need.
set -euo pipefail
. "$(dirname "$0")/lib.sh"
profile=${1:-all}

speech_model=/usr/share/pocketsphinx/model/en-us/en-us
need_apt=()
command -v ffmpeg >/dev/null || need_apt+=(ffmpeg)
command -v pocketsphinx_continuous >/dev/null || need_apt+=(pocketsphinx)
[ -d "$speech_model" ] || need_apt+=(pocketsphinx-en-us)
# The play-test gate runs every game in Chromium, and the covers it shoots need an emoji font.
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need_apt+=(fonts-noto-color-emoji)
if [ "$profile" = cluster ]; then
  # The single-node cluster (make cluster): container runtime, etcd, pod networking, image building.
  for tool in containerd:containerd runc:runc etcd:etcd-server iptables:iptables conntrack:conntrack socat:socat \
    ethtool:ethtool openssl:openssl debootstrap:debootstrap buildah:buildah; do
    PATH=$PATH:/usr/sbin:/sbin command -v "${tool%%:*}" >/dev/null || need_apt+=("${tool#*:}")
  done
  [ -x /usr/lib/cni/bridge ] || need_apt+=(containernetworking-plugins)
  command -v go >/dev/null || die "go is needed to compile the cluster's binaries and was not found"
fi
if [ "$profile" = all ] || [ "$profile" = cluster ]; then
  pg_bin >/dev/null || need_apt+=(postgresql)
  command -v redis-server >/dev/null || need_apt+=(redis-server)
  # The distributed placement's edge (make up) and its tests.
  [ -x /usr/sbin/nginx ] || need_apt+=(nginx)
  [ -d /usr/share/pocketsphinx/test/data/librivox ] || need_apt+=(pocketsphinx-testdata)
fi

apt_install() {
  say "installing Debian packages: $*"
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || return 1
    sudo="sudo -n"
  fi
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if [ "$profile" = run ]; then
  if [ ${#need_apt[@]} -gt 0 ] && ! apt_install "${need_apt[@]}"; then
    say "could not install ${need_apt[*]} (needs root or sudo): voice prompts answer 503 and games are not play-tested until they are installed"
  fi
  exit 0
fi

if [ ${#need_apt[@]} -gt 0 ]; then
  apt_install "${need_apt[@]}" || die "apt-get install ${need_apt[*]} failed"
fi
pg_bin >/dev/null || die "PostgreSQL server binaries not found after install"
command -v redis-server >/dev/null || die "redis-server not found after install"
[ -x /usr/sbin/nginx ] || die "nginx not found after install"
[ -x /usr/bin/chromium ] || die "/usr/bin/chromium not found after install"
[ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || die "the emoji font (fonts-noto-color-emoji) is missing after install"
command -v ffmpeg >/dev/null || die "ffmpeg not found after install"
command -v pocketsphinx_continuous >/dev/null || die "pocketsphinx_continuous not found after install"
[ -d "$speech_model" ] || die "the pocketsphinx US English model ($speech_model) is missing after install"

if ! ls "$KAFKA_LIBS"/kafka_2.13-*.jar >/dev/null 2>&1; then
  command -v java >/dev/null || die "java is needed to run Kafka and was not found"
  command -v mvn >/dev/null || die "mvn is needed to resolve the Kafka jars and was not found"
  say "resolving Apache Kafka jars with mvn into $KAFKA_LIBS"
  mkdir -p "$KAFKA_LIBS.tmp"
  mvn -q -B -f "$ROOT/scripts/kafka/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$KAFKA_LIBS.tmp" -DincludeScope=runtime || die "mvn could not resolve the Kafka jars"
  rm -rf "$KAFKA_LIBS" && mv "$KAFKA_LIBS.tmp" "$KAFKA_LIBS"
fi
provision_k6
# Schemathesis (PyPI), which checks the server against docs/openapi.yaml, in a virtualenv of its own.
if ! "$SCHEMATHESIS" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  command -v python3 >/dev/null || apt_install python3 || die "python3 is needed to run Schemathesis"
  say "installing schemathesis $SCHEMATHESIS_VERSION into $CACHE_DIR/schemathesis"
  rm -rf "$CACHE_DIR/schemathesis"
  # Debian's own python3 makes virtualenvs only with python3-venv.
  python3 -m venv "$CACHE_DIR/schemathesis" 2>/dev/null || { apt_install python3-venv && rm -rf "$CACHE_DIR/schemathesis" &&
    python3 -m venv "$CACHE_DIR/schemathesis"; } || die "could not make a Python virtualenv for schemathesis"
  "$CACHE_DIR/schemathesis/bin/pip" install -q "schemathesis==$SCHEMATHESIS_VERSION" || die "pip could not install schemathesis"
fi
say "provisioned: postgres, redis, nginx, chromium, ffmpeg, pocketsphinx, kafka, k6, schemathesis"
