#!/usr/bin/env bash
# The GitHub Action's logic (action.yml runs it after building the cli), in a script so that action/test.sh runs it
# locally. Reads the action's inputs from the environment, as action.yml passes them:
#   INPUT_PATH       the catalog folder (default .)
#   INPUT_HOSTS      hosts, comma-separated (each a --host; default: the catalog's own, as check decides)
#   INPUT_FORMAT     what the log shows: text, json or sarif (default text); the SARIF file is written whatever it is
#   INPUT_FAIL_ON    error (default): fail when check finds an error, which is check's exit 1;
#                    warning: fail on an error or a warning (check exits 0 on warnings: they are counted in the SARIF)
#   INPUT_REVIEW     true: on a pull request, also `review --base <the pull request's base commit>`, in Markdown, to
#                    the job summary (a review error fails the step too)
#   INPUT_COMMENT    true (with review): post that Markdown as one pull-request comment, updated on every push
#   CATALOG_STUDIO   the command (default: catalog-studio on the PATH)
#   GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY, RUNNER_TEMP: the
#   runner's; GH_TOKEN for gh when commenting.
# Outputs: sarif-file, errors, warnings, notes, check-exit-code, review-file, review-exit-code.
# Exit: 0 passed; 1 failed by fail-on (or the review found an error); 2 the command could not run (bad input, a
# missing folder, a revision review cannot read).
set -euo pipefail

cs=${CATALOG_STUDIO:-catalog-studio}
path=${INPUT_PATH:-.}
format=${INPUT_FORMAT:-text}
fail_on=${INPUT_FAIL_ON:-error}
review=${INPUT_REVIEW:-false}
comment=${INPUT_COMMENT:-false}
out_dir=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/catalog-studio
marker='<!-- catalog-studio-review -->'
mkdir -p "$out_dir"

output() { [ -z "${GITHUB_OUTPUT:-}" ] || echo "$1=$2" >> "$GITHUB_OUTPUT"; }
summary() { [ -z "${GITHUB_STEP_SUMMARY:-}" ] || cat >> "$GITHUB_STEP_SUMMARY"; }
usage_error() { echo "::error title=catalog-studio::$1"; exit 2; }

case "$format" in text|json|sarif) ;; *) usage_error "format must be text, json or sarif, not '$format'" ;; esac
case "$fail_on" in error|warning) ;; *) usage_error "fail-on must be error or warning, not '$fail_on'" ;; esac
case "$review" in true|false) ;; *) usage_error "review must be true or false, not '$review'" ;; esac
case "$comment" in true|false) ;; *) usage_error "comment must be true or false, not '$comment'" ;; esac

# hosts: "claude-code, codex" → --host claude-code --host codex
host_args=()
IFS=',' read -r -a hosts <<< "${INPUT_HOSTS:-}"
for host in "${hosts[@]}"; do
  host=$(echo "$host" | tr -d '[:space:]')
  [ -z "$host" ] || host_args+=(--host "$host")
done

# 1. check: SARIF to a file, the chosen format to the log. Exit 0 clean or warnings only, 1 errors, 2 could not run.
sarif=$out_dir/catalog-studio.sarif
check_status=0
"$cs" check "$path" ${host_args[@]+"${host_args[@]}"} --format sarif > "$sarif" || check_status=$?
if [ "$check_status" -gt 1 ]; then
  rm -f "$sarif"
  "$cs" check "$path" ${host_args[@]+"${host_args[@]}"} >&2 || true   # its one-line reason, in the log
  usage_error "catalog-studio check exited $check_status (bad arguments, or '$path' is no readable folder)"
fi
output sarif-file "$sarif"
output check-exit-code "$check_status"
echo "::group::catalog-studio check $path"
"$cs" check "$path" ${host_args[@]+"${host_args[@]}"} --format "$format" || true
echo "::endgroup::"

# The counts, from the SARIF (error, warning, note = info).
count() {
  if command -v jq >/dev/null 2>&1; then
    jq --arg level "$1" '[.runs[].results[] | select(.level == $level)] | length' "$sarif"
  else
    python3 -c 'import json,sys; print(sum(1 for r in json.load(open(sys.argv[1]))["runs"] for x in r["results"] if x.get("level") == sys.argv[2]))' "$sarif" "$1"
  fi
}
# A field of the pull request in the event's JSON: base.sha (sha) or number.
event_field() {
  if command -v jq >/dev/null 2>&1; then
    jq -r "if \"$1\" == \"sha\" then .pull_request.base.sha else .pull_request.number end // empty" \
      "${GITHUB_EVENT_PATH:?}" 2>/dev/null || true
  else
    python3 -c 'import json,sys; p=json.load(open(sys.argv[1])).get("pull_request") or {}; v=p.get("base",{}).get("sha") if sys.argv[2]=="sha" else p.get("number"); print(v or "")' \
      "${GITHUB_EVENT_PATH:?}" "$1" 2>/dev/null || true
  fi
}
errors=$(count error)
warnings=$(count warning)
notes=$(count note)
output errors "$errors"
output warnings "$warnings"
output notes "$notes"
echo "catalog-studio check: $errors errors, $warnings warnings, $notes infos (fail-on: $fail_on)"
printf "### catalog-studio check\n\n%s errors, %s warnings, %s infos in \`%s\` (fail-on: %s)\n\n" \
  "$errors" "$warnings" "$notes" "$path" "$fail_on" | summary

failed=0
if [ "$check_status" -eq 1 ] || [ "$errors" -gt 0 ]; then
  failed=1
  echo "::error title=catalog-studio check::$errors errors in $path"
elif [ "$fail_on" = warning ] && [ "$warnings" -gt 0 ]; then
  failed=1
  echo "::error title=catalog-studio check::$warnings warnings in $path (fail-on: warning)"
fi

# 2. review, on a pull request when asked: the base commit from the event, the head the checked-out tree.
event=${GITHUB_EVENT_NAME:-}
if [ "$review" = true ]; then
  if [ "$event" != pull_request ] && [ "$event" != pull_request_target ]; then
    echo "catalog-studio: review: not a pull request ($event), skipped"
  else
    base=$(event_field sha)
    number=$(event_field number)
    [ -n "$base" ] || usage_error "review: the event has no pull_request.base.sha"
    markdown=$out_dir/review.md
    review_status=0
    "$cs" review "$path" --base "$base" --format markdown > "$markdown" || review_status=$?
    output review-exit-code "$review_status"
    if [ "$review_status" -gt 1 ]; then
      usage_error "catalog-studio review --base $base exited $review_status (is the checkout deep enough? actions/checkout with fetch-depth: 0)"
    fi
    output review-file "$markdown"
    echo "::group::catalog-studio review --base $base"
    cat "$markdown"
    echo "::endgroup::"
    summary < "$markdown"
    if [ "$review_status" -eq 1 ]; then
      failed=1
      echo "::error title=catalog-studio review::the change set has errors"
    fi
    if [ "$comment" = true ]; then
      body=$out_dir/review-comment.md
      { echo "$marker"; cat "$markdown"; } > "$body"
      repo=${GITHUB_REPOSITORY:?}
      # One comment per pull request, found by its marker and edited; a token that may not comment (a fork's pull
      # request) is a warning, never a failed check.
      existing=$(gh api "repos/$repo/issues/$number/comments" --paginate \
        --jq ".[] | select(.body | contains(\"$marker\")) | .id" 2>/dev/null | head -n 1 || true)
      if [ -n "$existing" ]; then
        gh api --method PATCH "repos/$repo/issues/comments/$existing" -F "body=@$body" >/dev/null \
          || echo "::warning title=catalog-studio::could not update the review comment $existing"
      else
        gh api --method POST "repos/$repo/issues/$number/comments" -F "body=@$body" >/dev/null \
          || echo "::warning title=catalog-studio::could not comment on pull request $number"
      fi
    fi
  fi
fi
exit "$failed"
