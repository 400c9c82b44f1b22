#!/usr/bin/env bash
# Generates the TypeScript event code from proto/ (`make proto`). Output: packages/events/gen/.
# With an argument, writes there instead (the staleness test compares a fresh run with the committed one).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$ROOT/packages/events/gen}
bin=$ROOT/node_modules/.bin
[ -x "$bin/pbjs" ] || bin=$ROOT/packages/events/node_modules/.bin
mkdir -p "$out"
cd "$ROOT/proto"
protos=$(find degs -name '*.proto' | LC_ALL=C sort)
"$bin/pbjs" -t static-module -w commonjs --no-beautify --keep-case --force-number -o "$out/events.js" $protos
"$bin/pbts" --no-comments -o "$out/events.d.ts" "$out/events.js"
