#!/usr/bin/env bash
# The images the cluster runs, made here with buildah (no image registry is reachable) and imported
# into the node's containerd:
#   local/pause:1, local/coredns:1, local/metrics-server:1   a static binary each, from scratch
#   library/debian:bookworm-slim                              debootstrap from the Debian mirror
#   library/node:20-bookworm-slim                             that, with this machine's Node 20 and npm
#   local/nginx:2                                             that, with Debian's nginx (the edge)
#   local/degs:<tag>                                          the project's Dockerfile
#   scripts/cluster/images.sh base|app TAG|retag FROM TO
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/versions.sh"
S=$CLUSTER_STATE; IMAGES=$S/images
mkdir -p "$IMAGES"
export CONTAINERD_ADDRESS=$S/run/containerd.sock
B=(buildah --root "$K8S_DIR/buildah/root" --runroot "$S/run/buildah")
export BUILDAH_ISOLATION=chroot

have() { "${B[@]}" images --format '{{.Name}}:{{.Tag}}' 2>/dev/null | grep -qx "$1"; }
in_node() { ctr -n k8s.io images ls -q 2>/dev/null | grep -qx "$1"; }

# Copies an image from buildah's store into containerd's (the kubelet's namespace).
import() { # name
  in_node "$1" && return 0
  local tar=$IMAGES/$(tr '/:' '__' <<<"$1").tar
  rm -f "$tar"
  "${B[@]}" push -q "$1" "docker-archive:$tar:$1" >/dev/null
  ctr -n k8s.io images import "$tar" >/dev/null
  rm -f "$tar"
}

# Saves a working container as the named image and removes the container.
commit_as() { # container image
  "${B[@]}" commit -q "$1" "$2" >/dev/null
  "${B[@]}" rm "$1" >/dev/null
}

# An image of one static binary: /<name> as its entry point.
from_binary() { # image binary
  have "$1" && return 0
  local c; c=$("${B[@]}" from scratch)
  "${B[@]}" copy "$c" "$2" "/$(basename "$2")" >/dev/null
  "${B[@]}" config --entrypoint "[\"/$(basename "$2")\"]" --user 65534:65534 "$c"
  commit_as "$c" "$1"
}

base() {
  if ! have docker.io/local/pause:1; then
    (cd "$ROOT/scripts/cluster/pause" && CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o "$IMAGES/pause" .)
    from_binary docker.io/local/pause:1 "$IMAGES/pause"
  fi
  if ! have docker.io/library/debian:bookworm-slim; then
    say "making debian:bookworm-slim with debootstrap (once)"
    local root=$K8S_DIR/rootfs-bookworm
    [ -x "$root/usr/bin/apt-get" ] || nice -n 19 debootstrap --variant=minbase bookworm "$root" >"$S/logs/debootstrap.log" 2>&1 ||
      die "debootstrap failed: $(tail -3 "$S/logs/debootstrap.log")"
    rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
    local c; c=$("${B[@]}" from scratch)
    "${B[@]}" copy "$c" "$root" / >/dev/null
    "${B[@]}" config --cmd '["bash"]' --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$c"
    commit_as "$c" docker.io/library/debian:bookworm-slim
  fi

  if ! have docker.io/library/node:20-bookworm-slim; then
    # The official image's layout: node and npm in /usr/local, a user 'node' with uid 1000.
    local c; c=$("${B[@]}" from docker.io/library/debian:bookworm-slim)
    "${B[@]}" copy "$c" "$(command -v node)" /usr/local/bin/node >/dev/null
    "${B[@]}" copy "$c" /usr/lib/node_modules/npm /usr/local/lib/node_modules/npm >/dev/null
    "${B[@]}" run "$c" -- sh -c 'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm &&
      ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx &&
      groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node'
    "${B[@]}" config --cmd '["node"]' "$c"
    commit_as "$c" docker.io/library/node:20-bookworm-slim
  fi

  if ! have docker.io/local/nginx:2; then
    local c; c=$("${B[@]}" from docker.io/library/debian:bookworm-slim)
    "${B[@]}" run "$c" -- sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null &&
      rm -rf /var/lib/apt/lists/* && ln -sf /dev/stderr /var/log/nginx/error.log'
    # SIGQUIT, as the official image: nginx finishes what it has in hand (SIGTERM would drop it).
    "${B[@]}" config --cmd '["nginx", "-g", "daemon off;"]' --stop-signal SIGQUIT "$c"
    commit_as "$c" docker.io/local/nginx:2
  fi
  from_binary docker.io/local/coredns:1 "$K8S_BIN/coredns"
  from_binary docker.io/local/metrics-server:1 "$K8S_BIN/metrics-server"
  for i in pause:1 coredns:1 metrics-server:1 nginx:2; do import "docker.io/local/$i"; done
}

app() { # tag
  local image=docker.io/local/degs:$1
  if ! have "$image"; then
    say "building $image from the Dockerfile"
    # npm inside the build trusts what this machine trusts (an inspecting egress proxy's CA, say).
    nice -n 10 "${B[@]}" bud --pull=never --layers -q --secret "id=ca,src=${CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}" \
      -t "$image" -f "$ROOT/Dockerfile" "$ROOT" >"$S/logs/image-build.log" 2>&1 ||
      die "the image did not build: $(tail -5 "$S/logs/image-build.log")"
  fi
  import "$image"
}

# The same image under another tag: an upgrade to roll out without a rebuild (the cluster suite).
retag() { # from-tag to-tag
  "${B[@]}" tag "docker.io/local/degs:$1" "docker.io/local/degs:$2"
  import "docker.io/local/degs:$2"
}

case "${1:-}" in
  base) base ;;
  app) app "${2:?tag}" ;;
  retag) retag "${2:?from tag}" "${3:?to tag}" ;;
  *) die "usage: $0 base|app TAG|retag FROM TO" ;;
esac
