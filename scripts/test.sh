#!/usr/bin/env bash
# `make test`: provisions and starts what the suites need on loopback ports of their own, runs every
# suite with Jest, stops what it started, and ends with the line `N passed, N failed`.
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
npx jest --ci --runInBand --json --outputFile=.run/jest.json "$@"
status=$?

node -e '
  const r = require("./.run/jest.json");
  const failedSuites = r.testResults.filter((s) => s.status === "failed" && !s.assertionResults.some((a) => a.status === "failed"));
  for (const s of failedSuites) console.log(`suite failed to run: ${s.name}\n${s.message}`);
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests + failedSuites.length} failed`);
' || { echo "0 passed, 1 failed"; exit 1; }
exit $status
