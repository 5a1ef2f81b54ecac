#!/usr/bin/env bash
# Runs every benchmark of docs/PERFORMANCE.md (about 15-25 minutes on 2 cores). Build first:
#   ./mvnw -q install -DskipTests && bench/run-all.sh [OUT_DIR]
# Generated catalogs are cached in $CACHE (about 0.6 GB for the three sizes) and reused across trials.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-bench/target/results}
CACHE=${CACHE:-${TMPDIR:-/tmp}/catalog-studio-bench-cache}
JAR=bench/target/benchmarks.jar
mkdir -p "$OUT" "$CACHE"
JVM="-Xms1g -Xmx6g -Dcatalogstudio.bench.cache=$CACHE"
log() { echo "== $* (load: $(cut -d' ' -f1-3 /proc/loadavg))" | tee -a "$OUT/load.txt"; }

log heap
for n in 1000 10000 50000; do
  java $JVM -Dcatalogstudio.bench.cache="$CACHE" -cp "$JAR" dev.catalogstudio.bench.HeapMain "$n" | tee -a "$OUT/heap.txt"
done

log keystroke
java -jar "$JAR" KeystrokeBenchmark -jvmArgsAppend "$JVM" -f 1 -wi 3 -w 2s -i 5 -r 2s \
  -rf json -rff "$OUT/keystroke.json" | tee "$OUT/keystroke.txt"

log cold 1k 10k
java -jar "$JAR" ColdCheckBenchmark -p entries=1000,10000 -jvmArgsAppend "$JVM" -f 2 -wi 1 -i 3 \
  -rf json -rff "$OUT/cold.json" | tee "$OUT/cold.txt"
log cold 50k
java -jar "$JAR" ColdCheckBenchmark -p entries=50000 -jvmArgsAppend "$JVM" -f 1 -wi 1 -i 2 \
  -rf json -rff "$OUT/cold50k.json" | tee "$OUT/cold50k.txt"

log throughput
java -cp "$JAR" dev.catalogstudio.bench.ThroughputReport 1000 10000 -- -jvmArgsAppend "$JVM" -f 1 -wi 1 -i 3 \
  | tee "$OUT/throughput.txt"
log done
