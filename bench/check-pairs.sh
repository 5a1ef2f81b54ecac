#!/bin/bash
# check-pairs.sh — `check` before vs after, paired, on one machine. Builds nothing.
#
#   check-pairs.sh BEFORE_LAUNCHER AFTER_LAUNCHER MARKET400 SKILLS400 WSHOBSON [RUNS] [ROUNDS]
#
# e.g. check-pairs.sh /work/before/app/target/catalog-studio /work/main/app/target/catalog-studio \
#        /tmp/speed/market400 /tmp/speed/skills400 /work/realcorpus/wshobson__agents
#
# For each folder and format (json, sarif, text) it runs ROUNDS (default 3) hyperfine calls of RUNS runs each
# (default 8; hyperfine -i -N --warmup 2), the two launchers in both orders (before-after, then after-before, ...),
# and prints the median wall time of all runs of each launcher, after/before, the load average at the start and end of
# the pair, and the median over the hyperfine calls of each launcher's mean CPU time (user + sys, all threads).
# Needs hyperfine and python3. Run it on a quiet machine: `uptime` should say a load well under 1.
set -eu
before=$1; after=$2; market=$3; skills=$4; wshobson=$5; runs=${6:-8}; rounds=${7:-3}
for l in "$before" "$after"; do [ -x "$l" ] || { echo "not a launcher: $l" >&2; exit 2; }; done
for d in "$market" "$skills" "$wshobson"; do [ -d "$d" ] || { echo "not a folder: $d" >&2; exit 2; }; done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "before: $before"
echo "after:  $after"
echo "java:   $(java -version 2>&1 | head -1); cores: $(nproc)"
printf '%-16s %-6s %10s %10s %7s   %s\n' folder format before after ratio "load (1 min) at start/end"
for dir in "$market" "$skills" "$wshobson"; do
  for format in json sarif text; do
    load0=$(cut -d' ' -f1 /proc/loadavg)
    for r in $(seq "$rounds"); do
      if [ $((r % 2)) -eq 1 ]; then first=$before; second=$after; else first=$after; second=$before; fi
      hyperfine -i -N --warmup 2 --runs "$runs" --style none --export-json "$tmp/$r.json" \
        "$first check $dir --format $format" "$second check $dir --format $format" >/dev/null 2>"$tmp/err" ||
        { cat "$tmp/err" >&2; exit 1; }
    done
    load1=$(cut -d' ' -f1 /proc/loadavg)
    python3 - "$tmp" "$rounds" "$before" "$after" "$(basename "$dir")" "$format" "$load0" "$load1" <<'PY'
import json, statistics, sys
tmp, rounds, before, after, name, fmt, l0, l1 = sys.argv[1:]
times = {before: [], after: []}
cpu = {before: [], after: []}
for r in range(1, int(rounds) + 1):
    for res in json.load(open(f"{tmp}/{r}.json"))["results"]:
        launcher = res["command"].split(" check ")[0]
        times[launcher] += res["times"]
        cpu[launcher].append((res["user"] + res["system"]) * 1000)  # hyperfine keeps only each call's mean
b = statistics.median(times[before]) * 1000
a = statistics.median(times[after]) * 1000
cb = statistics.median(cpu[before])
ca = statistics.median(cpu[after])
print(f"{name[:16]:16s} {fmt:6s} {b:8.1f}ms {a:8.1f}ms {a / b:7.3f}   {l0} / {l1}   (n={len(times[before])}+{len(times[after])};"
      f" CPU user+sys {cb:.0f} / {ca:.0f} ms)")
PY
  done
done
