#!/bin/bash
# check-vs-skills-ref.sh — a fresh `check` against the reference Agent Skills validator (skills-ref), paired in one
# hyperfine call per output format, on one folder. Builds nothing.
#
#   check-vs-skills-ref.sh FOLDER SKILLS_REF_SRC COMMAND... [-- RUNS]
#
# e.g. check-vs-skills-ref.sh /tmp/speed/copilot/skills /tmp/skref/skills-ref/src \
#        /work/before/app/target/catalog-studio app/target/catalog-studio /usr/bin/catalog-studio
#
# COMMAND is a catalog-studio command: the build's launcher, an installed one, an app image's bin/catalog-studio.
# skills-ref runs as its README shows, one process validating every folder that holds a SKILL.md (bench/peer/skills-ref
# /cold.py), with PYTHON (default /usr/bin/python3, which must import strictyaml: Debian's python3-strictyaml).
# For json, sarif and text, one `hyperfine -N -i --warmup 2 --runs RUNS` (default 15) of skills-ref and every
# command, so each format's figures share one stretch of machine load; prints hyperfine's summary, and the load.
set -eu
folder=$1; src=$2; shift 2
commands=(); runs=15
while [ $# -gt 0 ]; do
  if [ "$1" = -- ]; then runs=$2; break; fi
  commands+=("$1"); shift
done
here=$(cd "$(dirname "$0")" && pwd)
ref="${PYTHON:-/usr/bin/python3} $here/peer/skills-ref/cold.py $folder $src"
echo "java: $(java -version 2>&1 | head -1); cores: $(nproc); folder: $folder ($(find "$folder" -type f | wc -l) files)"
for format in json sarif text; do
  echo "== $format, load at start $(cut -d' ' -f1-3 /proc/loadavg)"
  args=("$ref")
  for c in "${commands[@]}"; do args+=("$c check $folder --format $format"); done
  hyperfine -N -i --warmup 2 --runs "$runs" "${args[@]}" 2>&1 | grep -E "Benchmark|Time|User|±" | grep -v "Range"
done
echo "load at end $(cut -d' ' -f1-3 /proc/loadavg)"
