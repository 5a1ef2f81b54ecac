#!/bin/sh
# Runs this repository's pre-commit hooks (.pre-commit-hooks.yaml) with `pre-commit try-repo` in a scratch catalog, as
# an author's commit would, and fails (exit 1, naming the case) when they pass a broken staged change or fail a clean
# one: a clean staged edit beside a broken unstaged one passes both hooks (pre-commit stashes the unstaged edit), and
# the broken edit, staged, fails both. Exits 0 with a note when pre-commit is not installed (Debian: pre-commit).
#   packaging/smoke-test-pre-commit.sh COMMAND    a catalog-studio, e.g. cli/target/installer/catalog-studio-cli/bin/catalog-studio
set -eu
root=$(CDPATH="" cd -- "$(dirname -- "$0")/.." && pwd -P)
cs=$(CDPATH="" cd -- "$(dirname -- "$1")" && pwd -P)/$(basename -- "$1")
if ! command -v pre-commit >/dev/null 2>&1; then
  echo "smoke-test-pre-commit: no pre-commit on the PATH: skipped"
  exit 0
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "smoke-test-pre-commit: $1" >&2; exit 1; }
mkdir -p "$scratch/bin"
ln -s "$cs" "$scratch/bin/catalog-studio"
PATH=$scratch/bin:$PATH
PRE_COMMIT_HOME=$scratch/pre-commit-home
export PATH PRE_COMMIT_HOME

repo=$scratch/repo
mkdir -p "$repo/skills/lookup" "$repo/skills/notes"
printf -- '---\nname: lookup\ndescription: Looks things up.\n---\n\nLook it up.\n' > "$repo/skills/lookup/SKILL.md"
printf -- '---\nname: notes\ndescription: Takes notes.\n---\n\nWrite it down.\n' > "$repo/skills/notes/SKILL.md"
cd "$repo"
git init -q
git config user.name test
git config user.email test@example.invalid
git add -A
git commit -qm base

printf '\nOne more line.\n' >> skills/lookup/SKILL.md
git add skills/lookup/SKILL.md
printf -- '---\nname: notes\n---\n\nWrite it down.\n' > skills/notes/SKILL.md   # unstaged: no description
status=0
pre-commit try-repo "$root" > "$scratch/clean.out" 2>&1 || status=$?
[ "$status" -eq 0 ] || fail "a clean staged edit failed (exit $status): $(cat "$scratch/clean.out")"
grep -q 'catalog-studio check\.*Passed' "$scratch/clean.out" || fail "check did not pass: $(cat "$scratch/clean.out")"
grep -q 'catalog-studio review\.*Passed' "$scratch/clean.out" || fail "review did not pass: $(cat "$scratch/clean.out")"
grep -q 'description' skills/notes/SKILL.md && fail "pre-commit did not restore the unstaged edit"

git add skills/notes/SKILL.md
status=0
pre-commit try-repo "$root" > "$scratch/broken.out" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "a staged edit without a description passed: $(cat "$scratch/broken.out")"
grep -q 'catalog-studio check\.*Failed' "$scratch/broken.out" || fail "check did not fail: $(cat "$scratch/broken.out")"
grep -q 'catalog-studio review\.*Failed' "$scratch/broken.out" || fail "review did not fail: $(cat "$scratch/broken.out")"
grep -q 'field-required' "$scratch/broken.out" || fail "the hooks did not name the error: $(cat "$scratch/broken.out")"
echo "smoke-test-pre-commit: both hooks passed a clean staged edit and failed a broken one, with $cs"
