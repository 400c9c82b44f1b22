#!/usr/bin/env bash
# Compiles what a single-node cluster runs that Debian does not package, once, into $CACHE_DIR/k8s/bin:
# the Kubernetes server binaries and kubectl, Helm, CoreDNS and metrics-server, all from the Go module
# proxy (no git checkout, no release downloads). Reused afterwards; a version bump rebuilds.
#   scripts/cluster/binaries.sh
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/versions.sh"
BIN=$K8S_BIN
mkdir -p "$BIN"
command -v go >/dev/null || die "go is needed to compile the cluster's binaries"
# Low priority and two packages at a time: the machine stays usable while it compiles.
build() { CGO_ENABLED=0 nice -n 19 go "$@"; }

stamp() { [ -f "$BIN/.$1" ] && [ "$(cat "$BIN/.$1")" = "$2" ]; }

if ! stamp kubernetes "$K8S_VERSION"; then
  # k8s.io/kubernetes replaces its staging modules with ./staging, which `go install` refuses; a scratch
  # module requires it and points each staging module at its published v0.X.Y instead.
  say "compiling Kubernetes $K8S_VERSION (once; about 25 minutes on 2 cores)"
  mod=$CACHE_DIR/k8s/build
  mkdir -p "$mod"
  staging_v=0.${K8S_VERSION#1.}
  (
    cd "$mod"
    export GOFLAGS=-mod=mod
    go mod download -json "k8s.io/kubernetes@v$K8S_VERSION" >kubernetes.json
    gomod=$(node -e 'console.log(require("./kubernetes.json").GoMod)')
    {
      echo "module local/k8sbuild"
      echo
      awk '/^go /{print; exit}' "$gomod"
      echo
      echo "require k8s.io/kubernetes v$K8S_VERSION"
      echo
      echo "replace ("
      grep -oE '^\s+k8s.io/[a-z0-9-]+ => \./staging' "$gomod" | awk '{print $1}' | grep -v sample |
        while read -r m; do echo "	$m => $m v$staging_v"; done
      echo ")"
    } >go.mod
    cmds=(kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy kubectl)
    go get $(for c in "${cmds[@]}"; do echo "k8s.io/kubernetes/cmd/$c@v$K8S_VERSION"; done)
    ld="-s -w"
    for p in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
      ld="$ld -X $p.gitVersion=v$K8S_VERSION -X $p.gitMajor=1 -X $p.gitMinor=$(cut -d. -f2 <<<"$K8S_VERSION")"
      ld="$ld -X $p.gitTreeState=clean"
    done
    build build -p 2 -trimpath -ldflags "$ld" -o "$BIN/" "${cmds[@]/#/k8s.io/kubernetes/cmd/}"
  )
  echo "$K8S_VERSION" >"$BIN/.kubernetes"
fi

if ! stamp helm "$HELM_VERSION"; then
  say "compiling Helm $HELM_VERSION (once)"
  GOBIN=$BIN build install -p 2 -trimpath \
    -ldflags "-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION" "helm.sh/helm/v3/cmd/helm@$HELM_VERSION"
  echo "$HELM_VERSION" >"$BIN/.helm"
fi

if ! stamp coredns "$COREDNS_VERSION"; then
  say "compiling CoreDNS $COREDNS_VERSION (once)"
  GOBIN=$BIN build install -p 2 -trimpath -ldflags "-s -w" "github.com/coredns/coredns@$COREDNS_VERSION"
  echo "$COREDNS_VERSION" >"$BIN/.coredns"
fi

if ! stamp metrics-server "$METRICS_SERVER_VERSION"; then
  say "compiling metrics-server $METRICS_SERVER_VERSION (once)"
  GOBIN=$BIN build install -p 2 -trimpath -ldflags "-s -w" \
    "sigs.k8s.io/metrics-server/cmd/metrics-server@$METRICS_SERVER_VERSION"
  echo "$METRICS_SERVER_VERSION" >"$BIN/.metrics-server"
fi
