#!/usr/bin/env bash
# `make test`: provisions and starts what the suites need on loopback ports of their own, runs every
# suite with Jest (the cluster suite last, on `make cluster`'s cluster brought up for it), stops what it
# started, and ends with the line `N passed, N failed`.  scripts/test.sh <jest args> runs a subset.
set -uo pipefail
. "$(dirname "$0")/lib.sh"
cd "$ROOT"

bash scripts/provision.sh || die "could not provision the test dependencies"
trap 'bash scripts/infra.sh stop test >/dev/null 2>&1' EXIT
bash scripts/infra.sh stop test >/dev/null 2>&1 # a previous run that was killed
rm -rf "$ROOT/.infra/test"
infra_env=$(bash scripts/infra.sh start test) || die "could not start PostgreSQL, Redis and Kafka (see above)"
eval "$(sed 's/^/export /' <<<"$infra_env")"
export INFRA_PROFILE=test
export SCHEMATHESIS # the checker of docs/openapi.yaml, provisioned above
# PGlite loads its WebAssembly with a dynamic import, which Jest's module sandbox allows only with this flag.
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --disable-warning=ExperimentalWarning"

mkdir -p .run
# Types of the suites themselves (the build checked the product's): a type error is a failure, loudly.
npx tsc -p tsconfig.check.json || { echo "0 passed, 1 failed"; exit 1; }
rm -f .run/jest*.json
if [ $# -gt 0 ]; then
  # A chosen subset (a path, -t): those suites only, on whatever is already running.
  npx jest --ci --runInBand --json --outputFile=.run/jest.json "$@"
  status=$?
else
  npx jest --ci --runInBand --selectProjects unit infra e2e --json --outputFile=.run/jest.json
  status=$?
  # The cluster suite last, on the cluster brought up only now (its idle pods would slow the others),
  # and taken down after unless it was already running. A cluster that cannot start fails the suite.
  bash scripts/infra.sh stop test >/dev/null 2>&1
  was_up=0
  bash scripts/cluster.sh status >/dev/null 2>&1 && was_up=1
  say "bringing up the cluster for its suite (log: .run/cluster-up.log)"
  CLUSTER_HELM_ARGS="--set gateway.rateLimitMax=100000000" bash scripts/cluster.sh up >.run/cluster-up.log 2>&1 ||
    say "the cluster did not come up: $(tail -3 .run/cluster-up.log)"
  CLUSTER_UP_LOG=$ROOT/.run/cluster-up.log npx jest --ci --runInBand --selectProjects cluster --json --outputFile=.run/jest-cluster.json
  cluster_status=$?
  [ "$was_up" = 1 ] || bash scripts/cluster.sh down >.run/cluster-down.log 2>&1
  [ $cluster_status = 0 ] || status=$cluster_status
fi

# Every result file expected must be there: a Jest that wrote none counts as a failure, never as nothing.
results=(.run/jest.json)
[ $# -gt 0 ] || results+=(.run/jest-cluster.json)
node -e '
  const fs = require("fs");
  let passed = 0, failed = 0;
  for (const f of process.argv.slice(1)) {
    if (!fs.existsSync(f)) { console.log(`no results in ${f}`); failed++; continue; }
    const r = JSON.parse(fs.readFileSync(f, "utf8"));
    const failedSuites = r.testResults.filter((s) => s.status === "failed" && !s.assertionResults.some((a) => a.status === "failed"));
    for (const s of failedSuites) console.log(`suite failed to run: ${s.name}\n${s.message}`);
    passed += r.numPassedTests;
    failed += r.numFailedTests + failedSuites.length;
  }
  console.log(`${passed} passed, ${failed} failed`);
' "${results[@]}" || { echo "0 passed, 1 failed"; exit 1; }
exit $status
