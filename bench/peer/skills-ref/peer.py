"""The Python half of the warm side-by-side with Catalog Studio (bench/peer/skills-ref.sh).

Validates every skill folder (each folder holding a SKILL.md) under FOLDER with the reference validator's own
validate(), in this one process: the warm-up passes the Java half runs too (default 400), then the measured ones
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
warmup = int(sys.argv[3]) if len(sys.argv) > 3 else 400
passes = int(sys.argv[4]) if len(sys.argv) > 4 else 5
for _ in range(warmup):
    for folder in folders:
        validate(folder)
took = []
cpu = time.process_time()
for n in range(1, passes + 1):
    start = time.perf_counter()
    found = sum(len(validate(folder)) for folder in folders)
    took.append(time.perf_counter() - start)
    if passes <= 20:
        print("skills-ref pass %d: %.1f ms, %d errors" % (n, took[-1] * 1e3, found))
cpu = time.process_time() - cpu
took.sort()
print("skills-ref best: %.1f us per skill (%d skills); median %.1f us; process CPU %.1f us per skill (mean of %d passes)"
      % (took[0] * 1e6 / len(folders), len(folders), took[len(took) // 2] * 1e6 / len(folders),
         cpu * 1e6 / passes / len(folders), passes))
