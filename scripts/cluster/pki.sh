#!/usr/bin/env bash
# The cluster's certificates and kubeconfigs, made once with openssl (what kubeadm would make): a CA,
# serving and client certificates for each component, a front-proxy CA for aggregated APIs
# (metrics-server), and the service-account signing key.
#   scripts/cluster/pki.sh        (reads NODE_NAME, NODE_IP from the environment)
set -euo pipefail
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/versions.sh"
P=$CLUSTER_STATE/pki
mkdir -p "$P"
cd "$P"

ca() { # name CN
  [ -f "$1.key" ] && return 0
  openssl genrsa -out "$1.key" 2048 2>/dev/null
  openssl req -x509 -new -nodes -key "$1.key" -subj "/CN=$2" -days 3650 -out "$1.crt" 2>/dev/null
}

cert() { # name CA CN [O] [SANs]
  local name=$1 ca=$2 cn=$3 org=${4:-} san=${5:-} subj
  [ -f "$name.crt" ] && return 0
  subj="/CN=$cn"; [ -n "$org" ] && subj="/O=$org/CN=$cn"
  openssl genrsa -out "$name.key" 2048 2>/dev/null
  openssl req -new -key "$name.key" -subj "$subj" -out "$name.csr" 2>/dev/null
  {
    echo "basicConstraints=CA:FALSE"
    echo "keyUsage=critical,digitalSignature,keyEncipherment"
    if [ -n "$san" ]; then echo "extendedKeyUsage=serverAuth,clientAuth"; echo "subjectAltName=$san"
    else echo "extendedKeyUsage=clientAuth"; fi
  } >"$name.ext"
  openssl x509 -req -in "$name.csr" -CA "$ca.crt" -CAkey "$ca.key" -CAcreateserial -days 3650 \
    -extfile "$name.ext" -out "$name.crt" 2>/dev/null
  rm -f "$name.csr" "$name.ext"
}

ca ca kubernetes-ca
ca front-proxy-ca front-proxy-ca
cert apiserver ca kube-apiserver "" \
  "DNS:kubernetes,DNS:kubernetes.default,DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local,DNS:localhost,DNS:$NODE_NAME,IP:127.0.0.1,IP:$SERVICE_API_IP,IP:$NODE_IP"
cert kubelet ca "system:node:$NODE_NAME" system:nodes "DNS:$NODE_NAME,IP:$NODE_IP,IP:127.0.0.1"
cert admin ca kubernetes-admin system:masters
cert controller-manager ca system:kube-controller-manager
cert scheduler ca system:kube-scheduler
cert kube-proxy ca system:kube-proxy
cert netpol ca system:degs-netpol
cert apiserver-kubelet-client ca kube-apiserver-kubelet-client system:masters
cert front-proxy-client front-proxy-ca front-proxy-client
if [ ! -f sa.key ]; then
  openssl genrsa -out sa.key 2048 2>/dev/null
  openssl rsa -in sa.key -pubout -out sa.pub 2>/dev/null
fi

kubeconfig() { # name user
  local f=$CLUSTER_STATE/$1.kubeconfig k="$K8S_BIN/kubectl --kubeconfig=$CLUSTER_STATE/$1.kubeconfig"
  [ -f "$f" ] && return 0
  $k config set-cluster degs --server="https://$NODE_IP:6443" --certificate-authority="$P/ca.crt" --embed-certs=true >/dev/null
  $k config set-credentials "$2" --client-certificate="$P/$1.crt" --client-key="$P/$1.key" --embed-certs=true >/dev/null
  $k config set-context default --cluster=degs --user="$2" >/dev/null
  $k config use-context default >/dev/null
}
kubeconfig admin kubernetes-admin
kubeconfig controller-manager system:kube-controller-manager
kubeconfig scheduler system:kube-scheduler
kubeconfig kubelet "system:node:$NODE_NAME"
kubeconfig kube-proxy system:kube-proxy
kubeconfig netpol system:degs-netpol
