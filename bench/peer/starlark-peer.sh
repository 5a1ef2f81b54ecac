#!/usr/bin/env bash
# Side by side, in one run: our Starlark engine and starlark-go (the reference implementation of the dialect) on the
# same 300-line program and the same loop. Needs Debian's golang-go and golang-starlark-dev
# (apt-get install golang-go golang-starlark-dev) and a built bench jar (./mvnw -q install -DskipTests).
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
GOPATH=/usr/share/gocode GO111MODULE=off GOCACHE="$work/gocache" go build -o "$work/starlark-go-peer" ./bench/peer/starlark-go
java -cp bench/target/benchmarks.jar dev.catalogstudio.bench.StarlarkPeerMain "$work/program300.star"
"$work/starlark-go-peer" "$work/program300.star"
