# What the single-node cluster is made of. Sourced. Kubernetes 1.33 keeps cgroup v1 (this machine's).
K8S_VERSION=1.33.13
HELM_VERSION=v3.18.6
COREDNS_VERSION=v1.14.7
METRICS_SERVER_VERSION=v0.7.2
K8S_DIR=$CACHE_DIR/k8s
K8S_BIN=$K8S_DIR/bin
CLUSTER_STATE=${CLUSTER_DIR:-$ROOT/.cluster}
NODE_NAME=${NODE_NAME:-$(hostname | tr '[:upper:]' '[:lower:]')}
# The address pods reach the machine on (and the backends listen on for them).
NODE_IP=${NODE_IP:-$(machine_ip)}
SERVICE_CIDR=10.96.0.0/16
SERVICE_API_IP=10.96.0.1
CLUSTER_DNS_IP=10.96.0.10
POD_CIDR=10.244.0.0/24
