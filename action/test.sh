#!/usr/bin/env bash
# Runs the Action's script (action/run.sh) as the runner would, on the bundled sample and on scratch catalogs in a
# temporary folder, with the runner's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH) faked and a fake
# `gh` on the PATH that records its arguments, and fails (exit 1, naming the case) when an exit code, an output, the
# SARIF file or the pull-request comment is not what action.yml promises.
# Needs git, and jq or python3 (as run.sh does).
#   action/test.sh [COMMAND]   COMMAND: a catalog-studio (default: cli/target/catalog-studio, which
#                              `./mvnw -pl cli -am package` stages, else catalog-studio on the PATH)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd -P)
root=$(dirname "$here")
cs=${1:-}
if [ -z "$cs" ]; then
  if [ -x "$root/cli/target/catalog-studio" ]; then cs=$root/cli/target/catalog-studio; else cs=$(command -v catalog-studio); fi
fi
cs=$(cd "$(dirname "$cs")" && pwd -P)/$(basename "$cs")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "action/test.sh: $1" >&2; exit 1; }
passed=0
ok() { passed=$((passed + 1)); echo "ok - $1"; }

# The command, through a wrapper that records each run's arguments (to see what the inputs became).
mkdir -p "$scratch/bin"
cat > "$scratch/bin/catalog-studio" <<EOF
#!/bin/sh
printf '%s\n' "\$*" >> "$scratch/cs.log"
exec "$cs" "\$@"
EOF
# A fake gh: records its arguments; lists the comment FAKE_GH_EXISTING names (none when empty); keeps the body it
# was given (-F body=@FILE).
cat > "$scratch/bin/gh" <<EOF
#!/bin/sh
printf '%s\n' "\$*" >> "$scratch/gh.log"
for a in "\$@"; do
  case "\$a" in body=@*) cp "\${a#body=@}" "$scratch/gh-body.md" ;; esac
done
case "\$*" in *--paginate*) [ -z "\${FAKE_GH_EXISTING:-}" ] || echo "\$FAKE_GH_EXISTING" ;; esac
exit 0
EOF
chmod 755 "$scratch/bin/catalog-studio" "$scratch/bin/gh"

# Runs run.sh in a fresh fake runner: run_action NAME [VAR=VALUE...]; sets $status, and the runner's files in $runner.
run_action() {
  local name=$1
  shift
  runner=$scratch/runner-$name
  mkdir -p "$runner/temp"
  : > "$runner/output"
  : > "$runner/summary"
  rm -f "$scratch/cs.log" "$scratch/gh.log" "$scratch/gh-body.md"
  status=0
  env -i PATH="$scratch/bin:$PATH" HOME="${HOME:-/tmp}" CATALOG_STUDIO=catalog-studio \
    GITHUB_OUTPUT="$runner/output" GITHUB_STEP_SUMMARY="$runner/summary" RUNNER_TEMP="$runner/temp" \
    GITHUB_EVENT_NAME=push GITHUB_REPOSITORY=acme/skills "$@" \
    "$here/run.sh" > "$runner/log" 2>&1 || status=$?
}
output_of() { sed -n "s/^$1=//p" "$runner/output" | tail -n 1; }
expect_status() { [ "$status" -eq "$2" ] || fail "$1: exited $status, not $2: $(cat "$runner/log")"; }
expect_output() { [ "$(output_of "$2")" = "$3" ] || fail "$1: output $2 is '$(output_of "$2")', not '$3'"; }
sarif_parses() {
  if command -v jq >/dev/null 2>&1; then
    [ "$(jq -r .version "$1")" = 2.1.0 ] || fail "the SARIF file $1 does not parse as SARIF 2.1.0"
  else
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["version"] == "2.1.0", d["version"]' "$1" \
      || fail "the SARIF file $1 does not parse as SARIF 2.1.0"
  fi
}

# Catalogs: the sample (clean), one with a warning, one with errors.
cp -R "$root/resources/samples/catalog" "$scratch/sample"
mkdir -p "$scratch/warned/skills/lookup" "$scratch/broken/skills/b"
printf -- '---\nname: lookup\ndescription: Looks things up.\n---\n\nRead [the guide](references/missing.md).\n' \
  > "$scratch/warned/skills/lookup/SKILL.md"
printf -- '---\nname: wrong-name\n---\n\nNo description.\n' > "$scratch/broken/skills/b/SKILL.md"

run_action sample INPUT_PATH="$scratch/sample"
expect_status "the sample" 0
expect_output "the sample" errors 0
expect_output "the sample" check-exit-code 0
sarif=$(output_of sarif-file)
[ -s "$sarif" ] || fail "the sample: no SARIF file ($sarif)"
sarif_parses "$sarif"
grep -q 'files checked: 0 errors' "$runner/log" || fail "the sample: the log has no text report: $(cat "$runner/log")"
grep -q '0 errors, 0 warnings' "$runner/summary" || fail "the sample: the job summary has no counts"
ok "the sample passes, with its SARIF written and parsed, the text report in the log and the counts in the summary"

run_action warned-error INPUT_PATH="$scratch/warned" INPUT_FAIL_ON=error
expect_status "a warning, fail-on error" 0
expect_output "a warning, fail-on error" warnings 1
ok "a warning passes with fail-on error"
run_action warned-warning INPUT_PATH="$scratch/warned" INPUT_FAIL_ON=warning
expect_status "a warning, fail-on warning" 1
grep -q '::error title=catalog-studio check::1 warnings' "$runner/log" || fail "fail-on warning: no annotation"
ok "a warning fails with fail-on warning, with an error annotation"

run_action broken INPUT_PATH="$scratch/broken"
expect_status "errors, fail-on error" 1
expect_output "errors" errors 2
expect_output "errors" check-exit-code 1
sarif_parses "$(output_of sarif-file)"
ok "errors fail with fail-on error, and the SARIF is still written for the upload"

run_action json INPUT_PATH="$scratch/sample" INPUT_FORMAT=json INPUT_HOSTS=' claude-code, codex ,'
expect_status "json with hosts" 0
grep -q '"errors" : 0' "$runner/log" || fail "format json: the log has no JSON report"
grep -qx -- "check $scratch/sample --host claude-code --host codex --format json" "$scratch/cs.log" \
  || fail "hosts: the command ran with: $(cat "$scratch/cs.log")"
ok "format json goes to the log, and hosts ' claude-code, codex ,' become two --host"

run_action bad-input INPUT_PATH="$scratch/sample" INPUT_FAIL_ON=never
expect_status "fail-on never" 2
run_action missing INPUT_PATH="$scratch/no-such-folder"
expect_status "a missing folder" 2
expect_output "a missing folder" sarif-file ""
ok "a bad input and a missing folder exit 2"

# A pull request: a tiny catalog in a scratch repository, a base and a head commit, and the event that names them.
repo=$scratch/repo
mkdir -p "$repo/skills/lookup" "$repo/skills/notes"
printf -- '---\nname: lookup\ndescription: Looks things up.\n---\n\nLook it up.\n' > "$repo/skills/lookup/SKILL.md"
printf -- '---\nname: notes\ndescription: Takes notes.\n---\n\nWrite it down.\n' > "$repo/skills/notes/SKILL.md"
git -C "$repo" init -q
git -C "$repo" -c user.name=test -c user.email=test@example.invalid add -A
git -C "$repo" -c user.name=test -c user.email=test@example.invalid commit -qm base
base=$(git -C "$repo" rev-parse HEAD)
skill=skills/lookup/SKILL.md
printf '\nOne more line.\n' >> "$repo/$skill"
git -C "$repo" -c user.name=test -c user.email=test@example.invalid commit -qam head
printf '{"pull_request": {"number": 7, "base": {"sha": "%s"}}}\n' "$base" > "$scratch/event.json"
pr=(GITHUB_EVENT_NAME=pull_request GITHUB_EVENT_PATH="$scratch/event.json" INPUT_PATH="$repo" INPUT_REVIEW=true)

run_action pr-review "${pr[@]}"
expect_status "review" 0
expect_output "review" review-exit-code 0
grep -q "$(basename "$(dirname "$skill")")" "$(output_of review-file)" || fail "review: the Markdown does not name the changed skill"
grep -q "$(basename "$(dirname "$skill")")" "$runner/summary" || fail "review: the job summary has no review"
[ ! -e "$scratch/gh.log" ] || fail "review without comment ran gh: $(cat "$scratch/gh.log")"
ok "review on a pull request writes the Markdown to the summary, and comments nothing unasked"

run_action pr-comment "${pr[@]}" INPUT_COMMENT=true
expect_status "comment" 0
grep -q '^api repos/acme/skills/issues/7/comments --paginate' "$scratch/gh.log" || fail "comment: no lookup: $(cat "$scratch/gh.log")"
grep -q '^api --method POST repos/acme/skills/issues/7/comments -F body=@' "$scratch/gh.log" \
  || fail "comment: no new comment: $(cat "$scratch/gh.log")"
head -n 1 "$scratch/gh-body.md" | grep -qx '<!-- catalog-studio-review -->' || fail "comment: the body has no marker"
grep -q "$(basename "$(dirname "$skill")")" "$scratch/gh-body.md" || fail "comment: the body has no review"
ok "comment posts one comment whose body starts with the marker"

run_action pr-update "${pr[@]}" INPUT_COMMENT=true FAKE_GH_EXISTING=991
expect_status "comment update" 0
grep -q '^api --method PATCH repos/acme/skills/issues/comments/991 -F body=@' "$scratch/gh.log" \
  || fail "comment update: no edit of 991: $(cat "$scratch/gh.log")"
! grep -q 'method POST' "$scratch/gh.log" || fail "comment update: a second comment was posted"
ok "comment edits the marked comment instead of adding one per push"

# A change that review finds an error in: a skill's description removed in the working tree.
printf -- '---\nname: notes\n---\n\nWrite it down.\n' > "$repo/skills/notes/SKILL.md"
run_action pr-error "${pr[@]}"
expect_status "a review error" 1
expect_output "a review error" review-exit-code 1
grep -q 'field-required' "$(output_of review-file)" || fail "a review error: $(cat "$runner/log")"
grep -q '::error title=catalog-studio review::' "$runner/log" || fail "a review error: no annotation"
ok "a review error (a description removed, in the working tree) fails the step"
git -C "$repo" checkout -q -- .

run_action push-review INPUT_PATH="$repo" INPUT_REVIEW=true INPUT_COMMENT=true
expect_status "review on a push" 0
grep -q 'review: not a pull request (push), skipped' "$runner/log" || fail "review on a push: $(cat "$runner/log")"
ok "review is skipped outside pull requests"

echo "action/test.sh: $passed cases passed with $cs"
