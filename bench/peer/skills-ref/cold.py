"""skills-ref as a CI job runs it: one fresh process validating every folder under FOLDER that holds a SKILL.md,
with the reference validator's own validate(); prints the number of problems found.

    python3 cold.py FOLDER SKILLS_REF_SRC
"""
import sys
from pathlib import Path

sys.path.insert(0, sys.argv[2])
from skills_ref.validator import validate  # noqa: E402

print(sum(len(validate(p.parent)) for p in sorted(Path(sys.argv[1]).rglob("SKILL.md"))), "errors")
