#!/usr/bin/env bash
# Starts and stops PostgreSQL, Redis and a one-node Apache Kafka (KRaft) on loopback, for `make up`
# (profile "up") and `make test` (profile "test"). Each profile has its own ports and state folder, and
# `stop` stops exactly the processes that `start` recorded there.
#
#   scripts/infra.sh start|stop|env [profile]        scripts/infra.sh kafka-stop|kafka-start|pg-stop|pg-start [profile]
set -euo pipefail
. "$(dirname "$0")/lib.sh"

cmd=${1:-}; profile=${2:-up}
case "$profile" in
  up) base=${INFRA_PORT_BASE:-15000} ;;
  test) base=${INFRA_PORT_BASE:-25000} ;;
  # Managed services for the local Kubernetes cluster: on the machine's address, where pods reach them,
  # so with passwords (the other profiles listen on loopback only).
  # (20000: below the ephemeral ports as the others are, and below Kubernetes' NodePorts at 30000; at
  # 35000 an outgoing connection from the node's address took 35432 once, and the cluster's PostgreSQL
  # could not listen)
  cluster) base=${INFRA_PORT_BASE:-20000} ;;
  *) die "unknown profile '$profile' (use up, test or cluster)" ;;
esac
# Below 32768: Linux hands out 32768-60999 as the local ports of outgoing connections, and a port
# taken that way cannot be listened on.
PG_PORT=$((base + 432)); REDIS_PORT=$((base + 379)); KAFKA_PORT=$((base + 92)); KAFKA_CTRL_PORT=$((base + 93))
STATE=${INFRA_DIR:-$ROOT/.infra/$profile}
BIND=127.0.0.1 PG_PASS=degs REDIS_AUTH=""
if [ "$profile" = cluster ]; then
  . "$(dirname "$0")/cluster/versions.sh" # NODE_IP, POD_CIDR
  BIND=${INFRA_BIND:-$NODE_IP}
  mkdir -p "$STATE"
  [ -f "$STATE/passwords" ] || printf 'PG_PASS=%s\nREDIS_PASS=%s\n' "$(openssl rand -hex 16)" "$(openssl rand -hex 16)" >"$STATE/passwords"
  . "$STATE/passwords"
  REDIS_AUTH=":$REDIS_PASS@"
fi

print_env() {
  cat <<EOT
DATABASE_URL=postgres://degs:$PG_PASS@$BIND:$PG_PORT/degs
REDIS_URL=redis://$REDIS_AUTH$BIND:$REDIS_PORT
KAFKA_BROKERS=$BIND:$KAFKA_PORT
EOT
}

# A process whose pid file names a live process is running: start leaves it be.
alive() { [ -f "$1" ] && kill -0 "$(head -1 "$1")" 2>/dev/null; }

start_pg() {
  local bin; bin=$(pg_bin) || die "PostgreSQL is not installed (run scripts/provision.sh)"
  alive "$STATE/pg/data/postmaster.pid" && { say "postgres already running on $BIND:$PG_PORT"; return 0; }
  mkdir -p "$STATE/pg"
  [ "$(id -u)" = 0 ] && chown postgres: "$STATE/pg"
  if [ ! -f "$STATE/pg/data/PG_VERSION" ]; then
    local auth=(--auth=trust)
    if [ "$profile" = cluster ]; then
      # Passwords for anyone but the local socket; pods come from the pod network.
      echo "$PG_PASS" >"$STATE/pg/pwfile"
      [ "$(id -u)" = 0 ] && chown postgres: "$STATE/pg/pwfile"
      auth=(--auth-local=trust --auth-host=scram-sha-256 --pwfile="$STATE/pg/pwfile")
    fi
    as_pg "$bin/initdb" -D "$STATE/pg/data" -U degs "${auth[@]}" -E UTF8 >"$STATE/pg/initdb.log" 2>&1 \
      || die "initdb failed: $(tail -3 "$STATE/pg/initdb.log")"
    rm -f "$STATE/pg/pwfile"
    [ "$profile" = cluster ] &&
      printf 'host all all %s/32 scram-sha-256\nhost all all %s scram-sha-256\n' "$BIND" "$POD_CIDR" >>"$STATE/pg/data/pg_hba.conf"
  fi
  as_pg "$bin/pg_ctl" -D "$STATE/pg/data" -l "$STATE/pg/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $STATE/pg -c listen_addresses=$BIND -c max_connections=300 -c fsync=off" start >/dev/null \
    || die "PostgreSQL did not start: $(tail -5 "$STATE/pg/server.log")"
  as_pg "$bin/psql" -h "$STATE/pg" -p "$PG_PORT" -U degs -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='degs'" | grep -q 1 \
    || as_pg "$bin/createdb" -h "$STATE/pg" -p "$PG_PORT" -U degs degs
  say "postgres on $BIND:$PG_PORT"
}

stop_pg() {
  local bin; bin=$(pg_bin) || return 0
  [ -f "$STATE/pg/data/postmaster.pid" ] && as_pg "$bin/pg_ctl" -D "$STATE/pg/data" -m fast -w stop >/dev/null 2>&1 || true
}

start_redis() {
  alive "$STATE/redis/redis.pid" && { say "redis already running on $BIND:$REDIS_PORT"; return 0; }
  command -v redis-server >/dev/null || die "redis-server is not installed (run scripts/provision.sh)"
  mkdir -p "$STATE/redis"
  local pass=()
  [ -n "$REDIS_AUTH" ] && pass=(--requirepass "$REDIS_PASS")
  redis-server --port "$REDIS_PORT" --bind "$BIND" --daemonize yes --pidfile "$STATE/redis/redis.pid" \
    --dir "$STATE/redis" --logfile "$STATE/redis/redis.log" --save "" --appendonly no "${pass[@]}" >/dev/null
  wait_port "$REDIS_PORT" 20 "$BIND" || die "Redis did not start: $(tail -5 "$STATE/redis/redis.log")"
  say "redis on $BIND:$REDIS_PORT"
}

start_kafka() {
  alive "$STATE/kafka/kafka.pid" && { say "kafka already running on $BIND:$KAFKA_PORT"; return 0; }
  ls "$KAFKA_LIBS"/kafka_2.13-*.jar >/dev/null 2>&1 || die "Kafka jars missing in $KAFKA_LIBS (run scripts/provision.sh)"
  command -v java >/dev/null || die "java not found"
  local dir=$STATE/kafka
  mkdir -p "$dir"
  cat >"$dir/server.properties" <<EOT
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CTRL_PORT
listeners=PLAINTEXT://$BIND:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CTRL_PORT
advertised.listeners=PLAINTEXT://$BIND:$KAFKA_PORT
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
inter.broker.listener.name=PLAINTEXT
log.dirs=$dir/data
num.partitions=3
offsets.topic.replication.factor=1
offsets.topic.num.partitions=6
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=false
EOT
  cat >"$dir/log4j.properties" <<EOT
log4j.rootLogger=WARN, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$dir/kafka.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaServer=INFO
log4j.logger.kafka.server.BrokerServer=INFO
EOT
  local java=(java -Xms256m -Xmx512m -XX:+UseSerialGC -Dlog4j.configuration="file:$dir/log4j.properties" -cp "$KAFKA_LIBS/*")
  if [ ! -f "$dir/data/meta.properties" ]; then
    "${java[@]}" kafka.tools.StorageTool format -t "$("${java[@]}" kafka.tools.StorageTool random-uuid)" \
      -c "$dir/server.properties" >"$dir/format.log" 2>&1 || die "kafka storage format failed: $(tail -3 "$dir/format.log")"
  fi
  nohup "${java[@]}" kafka.Kafka "$dir/server.properties" >"$dir/stdout.log" 2>&1 &
  echo $! >"$dir/kafka.pid"
  wait_port "$KAFKA_PORT" 90 "$BIND" || die "Kafka did not start: $(tail -5 "$dir/kafka.log" "$dir/stdout.log")"
  say "kafka on $BIND:$KAFKA_PORT"
}

case "$cmd" in
  start) start_pg; start_redis; start_kafka; print_env >"$STATE/env"; print_env ;;
  stop) stop_pidfile "$STATE/kafka/kafka.pid"; stop_pidfile "$STATE/redis/redis.pid"; stop_pg; say "stopped ($profile)" ;;
  env) print_env ;;
  kafka-start) start_kafka ;;
  kafka-stop) stop_pidfile "$STATE/kafka/kafka.pid" ;;
  pg-start) start_pg ;;
  pg-stop) stop_pg ;;
  *) die "usage: $0 start|stop|env|kafka-start|kafka-stop|pg-start|pg-stop [up|test|cluster]" ;;
esac
