#!/usr/bin/env bash
# Side by side, warm, in one run: our check and the reference Agent Skills validator (skills-ref, Python) on the same
# folder, each in one process: 400 warm-up passes (ours: at least 400, and on until the JIT compilers settle), then
# the best of five, per skill (docs/PERFORMANCE.md, "Warm: per skill").
#   bench/peer/skills-ref.sh FOLDER SKILLS_REF_SRC [WARMUP PASSES]
# SKILLS_REF_SRC is skills-ref's src folder (skills-ref/src in a checkout of github.com/agentskills/agentskills);
# PYTHON (default /usr/bin/python3) must import strictyaml (Debian: python3-strictyaml). Needs a built bench jar
# (./mvnw -q -pl bench -am package -DskipTests).
set -euo pipefail
folder=$(cd "$1" && pwd)   # absolute: the script runs from the repository's root
src=$(cd "$2" && pwd)
cd "$(dirname "$0")/../.."
"${PYTHON:-/usr/bin/python3}" bench/peer/skills-ref/peer.py "$folder" "$src" "${3:-400}" "${4:-5}"
java -cp bench/target/benchmarks.jar dev.catalogstudio.bench.SkillsPeerMain "$folder" "${3:-400}" "${4:-5}"
