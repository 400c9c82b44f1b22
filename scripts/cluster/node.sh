#!/usr/bin/env bash
# One machine as a whole Kubernetes cluster: containerd, etcd, the control plane, the kubelet,
# kube-proxy and the NetworkPolicy enforcer as plain processes (pids and logs in .cluster/), pods on
# a bridge network.
#   scripts/cluster/node.sh start|stop|status      (status: exit 0 while this checkout's cluster runs)
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/versions.sh"
S=$CLUSTER_STATE; B=$K8S_BIN; P=$S/pki; RUN=$S/run; LOGS=$S/logs
mkdir -p "$RUN" "$LOGS" "$S/etc/cni" "$S/etc/manifests" "$S/var"
export CONTAINERD_ADDRESS=$RUN/containerd.sock KUBECONFIG=$S/admin.kubeconfig

running() { [ -f "$RUN/$1.pid" ] && kill -0 "$(cat "$RUN/$1.pid")" 2>/dev/null; }
# The node's own processes run ahead of the pods and anything else on the machine (what kube-reserved
# CPU is for): a starved etcd and controller-manager left Services routing to stopped pods for
# seconds in a busy CI run (connects refused at the edge while pods were killed).
NODE_NICE=${NODE_NICE:--5}
launch() { # name command...
  local name=$1 n=$NODE_NICE; shift
  running "$name" && return 0
  # (not containerd: the pods are its children and would inherit it)
  [ "$name" = containerd ] && n=0
  nohup nice -n "$n" "$@" >"$LOGS/$name.log" 2>&1 &
  echo $! >"$RUN/$name.pid"
}
# Config files are rewritten only when their content changes: kube-proxy exits when its file is
# touched, and `start` on a running node must leave it be.
write_config() { # path (content on stdin)
  local new; new=$(cat)
  [ -f "$1" ] && [ "$(cat "$1")" = "$new" ] && return 0
  printf '%s\n' "$new" >"$1"
}
until_ok() { # seconds what command...
  local secs=$1 what=$2 i; shift 2
  for ((i = 0; i < secs * 2; i++)); do "$@" >/dev/null 2>&1 && return 0; sleep 0.5; done
  die "$what not ready after ${secs}s (logs in $LOGS)"
}

containerd_config() {
  # Pods' sandbox is the pause image made here; this machine's root may not lower oom_score_adj
  # (no CAP_SYS_RESOURCE), so containerd must not ask runc to.
  containerd config default | sed \
    -e "s#^root = .*#root = \"$S/var/containerd\"#" \
    -e "s#^state = .*#state = \"$RUN/containerd\"#" \
    -e "s#address = \"/run/containerd/containerd.sock\"#address = \"$RUN/containerd.sock\"#" \
    -e 's#sandbox_image = .*#sandbox_image = "docker.io/local/pause:1"#' \
    -e 's#restrict_oom_score_adj = false#restrict_oom_score_adj = true#' \
    -e 's#netns_mounts_under_state_dir = false#netns_mounts_under_state_dir = true#' \
    -e 's#bin_dir = "/opt/cni/bin"#bin_dir = "/usr/lib/cni"#' \
    -e "s#conf_dir = \"/etc/cni/net.d\"#conf_dir = \"$S/etc/cni\"#" | write_config "$S/etc/containerd.toml"
  write_config "$S/etc/cni/10-degs.conflist" <<JSON
{ "cniVersion": "0.4.0", "name": "degs-pods",
  "plugins": [
    { "type": "bridge", "bridge": "cni0", "isGateway": true, "ipMasq": true, "hairpinMode": true,
      "ipam": { "type": "host-local", "dataDir": "$S/var/cni-ipam",
                "ranges": [[{ "subnet": "$POD_CIDR" }]], "routes": [{ "dst": "0.0.0.0/0" }] } },
    { "type": "portmap", "capabilities": { "portMappings": true } } ] }
JSON
}

start() {
  local t0=$SECONDS
  # One cluster per machine: its ports (6443, 2379, 10250, the node ports) are the machine's.
  if ! running kube-apiserver && (exec 3<>/dev/tcp/127.0.0.1/6443) 2>/dev/null; then
    die "another Kubernetes API server is listening on port 6443 (a cluster from another checkout?); stop it first"
  fi
  modprobe br_netfilter 2>/dev/null || true
  sysctl -qw net.ipv4.ip_forward=1 net.bridge.bridge-nf-call-iptables=1 2>/dev/null || true
  containerd_config
  launch containerd containerd --config "$S/etc/containerd.toml"
  until_ok 30 containerd test -S "$RUN/containerd.sock"

  launch etcd etcd --name degs --data-dir "$S/var/etcd" \
    --listen-client-urls http://127.0.0.1:2379 --advertise-client-urls http://127.0.0.1:2379 \
    --listen-peer-urls http://127.0.0.1:2380 --initial-advertise-peer-urls http://127.0.0.1:2380 \
    --initial-cluster degs=http://127.0.0.1:2380 --quota-backend-bytes=1073741824

  launch kube-apiserver "$B/kube-apiserver" --advertise-address="$NODE_IP" --bind-address=0.0.0.0 \
    --secure-port=6443 --etcd-servers=http://127.0.0.1:2379 --service-cluster-ip-range="$SERVICE_CIDR" \
    --allow-privileged=true --authorization-mode=Node,RBAC --enable-admission-plugins=NodeRestriction \
    --tls-cert-file="$P/apiserver.crt" --tls-private-key-file="$P/apiserver.key" --client-ca-file="$P/ca.crt" \
    --kubelet-client-certificate="$P/apiserver-kubelet-client.crt" \
    --kubelet-client-key="$P/apiserver-kubelet-client.key" --kubelet-preferred-address-types=InternalIP \
    --service-account-issuer=https://kubernetes.default.svc.cluster.local \
    --service-account-key-file="$P/sa.pub" --service-account-signing-key-file="$P/sa.key" \
    --requestheader-client-ca-file="$P/front-proxy-ca.crt" --requestheader-allowed-names=front-proxy-client \
    --requestheader-username-headers=X-Remote-User --requestheader-group-headers=X-Remote-Group \
    --requestheader-extra-headers-prefix=X-Remote-Extra- --proxy-client-cert-file="$P/front-proxy-client.crt" \
    --proxy-client-key-file="$P/front-proxy-client.key" --enable-aggregator-routing=true --profiling=false --v=1
  until_ok 120 kube-apiserver "$B/kubectl" get --raw /readyz

  launch kube-controller-manager "$B/kube-controller-manager" --kubeconfig="$S/controller-manager.kubeconfig" \
    --authentication-kubeconfig="$S/controller-manager.kubeconfig" \
    --authorization-kubeconfig="$S/controller-manager.kubeconfig" --bind-address=127.0.0.1 --leader-elect=false \
    --use-service-account-credentials=true --root-ca-file="$P/ca.crt" \
    --cluster-signing-cert-file="$P/ca.crt" --cluster-signing-key-file="$P/ca.key" \
    --service-account-private-key-file="$P/sa.key" --service-cluster-ip-range="$SERVICE_CIDR" \
    --horizontal-pod-autoscaler-sync-period=5s --v=1
  launch kube-scheduler "$B/kube-scheduler" --kubeconfig="$S/scheduler.kubeconfig" \
    --authentication-kubeconfig="$S/scheduler.kubeconfig" --authorization-kubeconfig="$S/scheduler.kubeconfig" \
    --bind-address=127.0.0.1 --leader-elect=false --v=1

  write_config "$S/etc/kubelet.yaml" <<YAML
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
authentication: { anonymous: { enabled: false }, webhook: { enabled: true }, x509: { clientCAFile: $P/ca.crt } }
authorization: { mode: Webhook }
tlsCertFile: $P/kubelet.crt
tlsPrivateKeyFile: $P/kubelet.key
cgroupDriver: cgroupfs
failCgroupV1: false
containerRuntimeEndpoint: unix://$RUN/containerd.sock
clusterDNS: [$CLUSTER_DNS_IP]
clusterDomain: cluster.local
failSwapOn: false
staticPodPath: $S/etc/manifests
serializeImagePulls: false
evictionHard: { memory.available: "100Mi", nodefs.available: "1%", imagefs.available: "1%" }
imageGCHighThresholdPercent: 100
imageGCLowThresholdPercent: 99
YAML
  launch kubelet "$B/kubelet" --config="$S/etc/kubelet.yaml" --kubeconfig="$S/kubelet.kubeconfig" \
    --root-dir="$S/var/kubelet" --hostname-override="$NODE_NAME" --node-ip="$NODE_IP" --v=1

  write_config "$S/etc/kube-proxy.yaml" <<YAML
apiVersion: kubeproxy.config.k8s.io/v1alpha1
kind: KubeProxyConfiguration
clientConnection: { kubeconfig: $S/kube-proxy.kubeconfig }
mode: iptables
clusterCIDR: $POD_CIDR
hostnameOverride: $NODE_NAME
conntrack: { maxPerCore: 0 }
YAML
  launch kube-proxy "$B/kube-proxy" --config="$S/etc/kube-proxy.yaml" --v=1
  # The bridge has no policy engine: ours keeps iptables what the NetworkPolicies say (packages/netpol).
  [ -f "$ROOT/packages/netpol/dist/main.js" ] || die "packages/netpol is not built (make build)"
  launch netpol node "$ROOT/packages/netpol/dist/main.js" "$S/netpol.kubeconfig"
  until_ok 120 "the node" sh -c "'$B/kubectl' get node '$NODE_NAME' | grep -qw Ready"
  say "node $NODE_NAME Ready in $((SECONDS - t0)) s"
}

stop_one() { stop_pidfile "$RUN/$1.pid" 10; }

stop() {
  for c in netpol kube-proxy kubelet kube-scheduler kube-controller-manager; do stop_one "$c"; done
  if [ -S "$RUN/containerd.sock" ]; then
    for t in $(ctr -n k8s.io task ls -q 2>/dev/null); do ctr -n k8s.io task kill -s SIGKILL "$t" 2>/dev/null || true; done
    sleep 1
    for t in $(ctr -n k8s.io task ls -q 2>/dev/null); do ctr -n k8s.io task rm -f "$t" >/dev/null 2>&1 || true; done
    for c in $(ctr -n k8s.io containers ls -q 2>/dev/null); do ctr -n k8s.io containers rm "$c" >/dev/null 2>&1 || true; done
  fi
  stop_one kube-apiserver; stop_one etcd; stop_one containerd
  # Shims outlive containerd; mounts, network namespaces, the bridge and the proxy's rules stay behind.
  pkill -9 -f "containerd-shim-runc-v2 .*-address $RUN/containerd.sock" 2>/dev/null || true
  grep " $S/" /proc/mounts | awk '{print $2}' | sort -r | xargs -r -n1 umount -l 2>/dev/null || true
  for n in $(ls /var/run/netns 2>/dev/null | grep '^cni-'); do ip netns del "$n" 2>/dev/null || true; done
  ip link del cni0 2>/dev/null || true
  iptables-save | grep -vE '(KUBE|CNI|DEGS-NP)-' | iptables-restore
  rm -rf "$RUN/containerd" "$RUN"/*.sock*
  say "cluster stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) running kube-apiserver ;;
  *) die "usage: $0 start|stop|status" ;;
esac
