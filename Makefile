# degs — the two commands a newcomer needs are `make run` and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := run

export PORT ?= 8080
export PLAY_PORT ?= 8081
export DATA_DIR ?= .data

STAMP := node_modules/.install-stamp

.PHONY: install build run test up down cluster cluster-down dlq bench proto lint format clean

$(STAMP): package.json package-lock.json $(wildcard patches/*.patch) $(wildcard */package.json) $(wildcard */*/package.json)
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

install: $(STAMP)

build: install
	node scripts/prune-dist.mjs
	npx tsc -b
	npm run bundle -w @degs/composer --silent
	npm run build -w web --silent

## The whole product on the embedded default: http://localhost:$(PORT) (games on :$(PLAY_PORT)).
run: build
	bash scripts/provision.sh run
	node packages/embedded/dist/supervise.js

## Every suite, on PostgreSQL, Redis and Kafka that it provisions and starts itself.
test: build
	bash scripts/test.sh

## The distributed placement: real PostgreSQL, Redis and Kafka, each service its own process.
up: build
	bash scripts/provision.sh
	bash scripts/infra.sh start up
	bash scripts/processes.sh start up

down:
	bash scripts/processes.sh stop up
	bash scripts/infra.sh stop up

## The product on a single-node Kubernetes cluster on this machine (see docs/cluster.md).
cluster: build
	bash scripts/cluster.sh up

cluster-down:
	bash scripts/cluster.sh down

## Dead letters: ARGS='show <topic>.dlq' or ARGS='replay <topic>.dlq'; PROFILE=up|cluster|embedded.
dlq: build
	node scripts/dlq.mjs $(ARGS)

## Benchmarks both placements in one run (PLACEMENT=embedded|distributed|all); see loadtest/README.md.
bench: build
	bash scripts/bench.sh $(or $(PLACEMENT),all)

## Regenerates packages/events/gen from proto/.
proto:
	bash scripts/gen-proto.sh

lint: install
	npx tsc -p tsconfig.check.json
	npx eslint .
	npx prettier --check .

format: install
	npx prettier --write .

clean:
	rm -rf node_modules */dist */*/dist .run
