"""The Python half of the warm side-by-side with Catalog Studio (bench/peer/skills-ref.sh).

Validates every skill folder (each folder holding a SKILL.md) under FOLDER with the reference validator's own
validate(), in this one process: the warm-up passes the Java half runs too (default 60), then the measured ones
(default 5), and prints the best measured pass divided by the number of skills, the unit the Java half uses, with the
process's CPU time beside the wall time.

    python3 peer.py FOLDER SKILLS_REF_SRC [WARMUP] [PASSES]
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, sys.argv[2])
from skills_ref.validator import validate  # noqa: E402

folders = [p.parent for p in sorted(Path(sys.argv[1]).rglob("SKILL.md"))]
warmup = int(sys.argv[3]) if len(sys.argv) > 3 else 60
passes = int(sys.argv[4]) if len(sys.argv) > 4 else 5
for _ in range(warmup):
    for folder in folders:
        validate(folder)
best = float("inf")
best_cpu = float("inf")
for n in range(1, passes + 1):
    cpu = time.process_time()
    start = time.perf_counter()
    found = sum(len(validate(folder)) for folder in folders)
    took = time.perf_counter() - start
    cpu = time.process_time() - cpu
    best = min(best, took)
    best_cpu = min(best_cpu, cpu)
    print("skills-ref pass %d: %.1f ms (CPU %.1f ms), %d errors" % (n, took * 1e3, cpu * 1e3, found))
print("skills-ref best: %.1f us per skill (%d skills); CPU %.1f us per skill"
      % (best * 1e6 / len(folders), len(folders), best_cpu * 1e6 / len(folders)))
