#!/bin/bash
# compare-outputs.sh — the outputs of two builds, byte for byte, on the same folders: the proof that a refactoring
# (issue 39: the modules, the language server's handlers, one place per rule) changed no output.
#
#   compare-outputs.sh BEFORE_LAUNCHER AFTER_LAUNCHER FOLDER...
#
# e.g. compare-outputs.sh /tmp/before/app/target/catalog-studio cli/target/catalog-studio \
#          resources/samples/catalog resources/samples/marketplace /work/repos/*
#
# For each folder: check in text, json and sarif; graph in json, svg and dot (the whole-workspace picture); and the
# exit code of each. Prints one line per difference and a count; exits 1 when anything differs. Paths in the output
# are the folder's own, so the same folder gives the same bytes whichever build reads it.
set -u
before=$1; after=$2; shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
differences=0
runs=0
for folder in "$@"; do
  for command in "check --format text" "check --format json" "check --format sarif" \
                 "graph --format json" "graph --format svg" "graph --format dot"; do
    # shellcheck disable=SC2086 # the command's words on purpose
    "$before" ${command%% *} "$folder" ${command#* } > "$tmp/before" 2> "$tmp/before.err"; b=$?
    # shellcheck disable=SC2086
    "$after" ${command%% *} "$folder" ${command#* } > "$tmp/after" 2> "$tmp/after.err"; a=$?
    runs=$((runs + 1))
    if [ "$b" != "$a" ] || ! cmp -s "$tmp/before" "$tmp/after"; then
      differences=$((differences + 1))
      echo "DIFFERS: $command $folder (exit $b → $a, $(cmp "$tmp/before" "$tmp/after" 2>&1 | head -1))"
    fi
  done
done
echo "$runs runs, $differences differ"
[ "$differences" -eq 0 ]
