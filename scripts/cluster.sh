#!/usr/bin/env bash
# make cluster / make cluster-down: the product on a single-node Kubernetes cluster on this machine.
#   up    provisions what is missing (Debian packages; the Kubernetes, Helm, CoreDNS and metrics-server
#         binaries compiled once into .cache/k8s), starts the node, makes the images, starts PostgreSQL,
#         Redis and Kafka beside the cluster (scripts/infra.sh, profile "cluster"), and installs the chart.
#   down  stops the cluster and the backends (their data stays in .cluster/ and .infra/cluster/).
#   status  exits 0 while the cluster of this checkout runs.
#   env   prints KUBECONFIG and the tools' paths, for `eval "$(scripts/cluster.sh env)"`.
# CLUSTER_HELM_ARGS adds to helm's command line (e.g. "--set gateway.rateLimitMax=100000000").
set -euo pipefail
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/cluster/versions.sh"
export KUBECONFIG=$CLUSTER_STATE/admin.kubeconfig PATH=$K8S_BIN:$PATH NODE_NAME NODE_IP
export HELM_CACHE_HOME=$K8S_DIR/helm/cache HELM_CONFIG_HOME=$CLUSTER_STATE/helm/config HELM_DATA_HOME=$K8S_DIR/helm/data
APP_PORT=${CLUSTER_APP_PORT:-30080} PLAY_PORT=${CLUSTER_PLAY_PORT:-30081}

# The image is named by the commit, and by the content of uncommitted changes when there are some.
image_tag() {
  local tag; tag=$(git -C "$ROOT" rev-parse --short=12 HEAD)
  if [ -n "$(git -C "$ROOT" status --porcelain --untracked-files=no)" ]; then
    tag="$tag-$(git -C "$ROOT" diff HEAD | sha256sum | cut -c1-8)"
  fi
  echo "$tag"
}

secrets() {
  local env=$1 f=$CLUSTER_STATE/secrets.env
  [ -f "$f" ] || printf 'SESSION_SECRET=%s\nSERVICE_TOKEN_SECRET=%s\n' "$(openssl rand -hex 32)" "$(openssl rand -hex 32)" >"$f"
  chmod 600 "$f"
  kubectl create secret generic degs-secrets --from-env-file=<(cat "$f" "$env") --dry-run=client -o yaml |
    kubectl apply -f - >/dev/null
}

# What a failed wait needs to be understood: the node's conditions (a full disk or memory taints it and
# no pod is placed), the pods, the last events.
why_not() {
  echo "node: $(kubectl get node "$NODE_NAME" -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type} {end}taints: {.spec.taints[*].key}' 2>&1)"
  echo "pods: $(kubectl get pods -A -o wide --no-headers 2>&1 | awk '{print $1"/"$2, $3, $4}' | head -30)"
  echo "events: $(kubectl get events -A --sort-by=.lastTimestamp --no-headers 2>&1 | tail -12)"
}

up() {
  local t0=$SECONDS
  # containerd, the kubelet, pod networks and iptables are the machine's to change.
  [ "$(id -u)" = 0 ] || die "make cluster needs root (containerd, the kubelet, bridges and iptables rules)"
  # A nearly full disk puts the node under DiskPressure (no pod is placed) and can stop etcd: say so now.
  local free_gb; free_gb=$(df -Pk "$ROOT" | awk 'NR == 2 { print int($4 / 1048576) }')
  [ "$free_gb" -ge 6 ] || die "only $free_gb GB free on the disk of $ROOT; the cluster needs 6 GB (images, etcd, pods)"
  bash "$ROOT/scripts/provision.sh" cluster
  bash "$ROOT/scripts/cluster/binaries.sh"
  say "binaries ready in $((SECONDS - t0)) s"
  bash "$ROOT/scripts/cluster/pki.sh"
  bash "$ROOT/scripts/cluster/node.sh" start
  bash "$ROOT/scripts/cluster/images.sh" base
  kubectl apply -f "$ROOT/scripts/cluster/addons/" >/dev/null
  kubectl -n kube-system rollout status deploy/coredns deploy/metrics-server --timeout=300s >/dev/null ||
    die "the cluster's DNS and metrics server did not start: $(why_not)"
  bash "$ROOT/scripts/infra.sh" start cluster >"$CLUSTER_STATE/backends.env"
  local tag; tag=$(image_tag)
  bash "$ROOT/scripts/cluster/images.sh" app "$tag"
  secrets "$CLUSTER_STATE/backends.env"
  local brokers; brokers=$(sed -n 's/^KAFKA_BROKERS=//p' "$CLUSTER_STATE/backends.env")
  say "installing the chart (image local/degs:$tag)"
  echo "$tag" >"$CLUSTER_STATE/image-tag"
  helm upgrade --install degs "$ROOT/charts/degs" -f "$ROOT/scripts/cluster/values.yaml" \
    --set image.tag="$tag" --set kafka.brokers="$brokers" \
    --set appOrigin="http://localhost:$APP_PORT" --set playOrigin="http://localhost:$PLAY_PORT" \
    --set edge.nodePorts.http="$APP_PORT" --set edge.nodePorts.play="$PLAY_PORT" \
    ${CLUSTER_HELM_ARGS:-} --wait --timeout 10m >"$CLUSTER_STATE/logs/helm.log" 2>&1 ||
    die "helm could not install the chart: $(tail -5 "$CLUSTER_STATE/logs/helm.log"); $(why_not)"
  say "up in $((SECONDS - t0)) s"
  say "degs is up: http://localhost:$APP_PORT (games on http://localhost:$PLAY_PORT); kubectl: eval \"\$(scripts/cluster.sh env)\""
}

down() {
  bash "$ROOT/scripts/cluster/node.sh" stop
  bash "$ROOT/scripts/infra.sh" stop cluster
}

case "${1:-up}" in
  up) up ;;
  down) down ;;
  status) bash "$ROOT/scripts/cluster/node.sh" status ;;
  env)
    printf 'export KUBECONFIG=%q PATH=%q:$PATH HELM_CACHE_HOME=%q HELM_CONFIG_HOME=%q HELM_DATA_HOME=%q\n' \
      "$KUBECONFIG" "$K8S_BIN" "$HELM_CACHE_HOME" "$HELM_CONFIG_HOME" "$HELM_DATA_HOME"
    ;;
  *) die "usage: $0 up|down|status|env" ;;
esac
