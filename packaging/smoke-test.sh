#!/bin/sh
# Runs every kind of command of an installed Catalog Studio on the bundled sample, from the app image or an unpacked
# package, and fails (exit 1, naming the step) when one exits with the wrong code or prints the wrong thing:
# check (text and JSON), graph as PNG (the graph drawing's AWT-free path), fetch of a workspace whose origins are all
# local, review of two commits of a scratch git repository (JGit), the language server's initialize, and, when
# DISPLAY names an X server, the studio until its workspace is shown.
#   packaging/smoke-test.sh COMMAND SAMPLE_DIR        e.g. app/target/installer/catalog-studio/bin/catalog-studio
set -eu
cs=$1
sample=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "smoke-test: $1" >&2; exit 1; }
cp -R "$sample" "$scratch/ws"
ws=$scratch/ws

out=$("$cs" --version) || fail "--version exited $?"
case "$out" in "catalog-studio "*) ;; *) fail "--version printed: $out" ;; esac
out=$("$cs" check "$ws") || fail "check exited $?: $out"
case "$out" in *"files checked: 0 errors"*) ;; *) fail "check printed: $out" ;; esac
out=$("$cs" check "$ws" --format json) || fail "check --format json exited $?"
case "$out" in *'"errors" : 0'*) ;; *) fail "check --format json printed: $out" ;; esac
"$cs" graph "$ws" --format png -o "$scratch/graph.png" || fail "graph --format png exited $?"
[ "$(head -c 4 "$scratch/graph.png" | od -An -c | tr -d ' \n')" = '211PNG' ] || fail "graph --format png wrote no PNG"
"$cs" fetch "$ws" --cache "$scratch/cache" >"$scratch/fetch.out" 2>&1 || fail "fetch exited $?: $(cat "$scratch/fetch.out")"

repo=$scratch/repo
cp -R "$sample" "$repo"
git -C "$repo" init -q
git -C "$repo" -c user.name=smoke -c user.email=smoke@example.invalid add -A
git -C "$repo" -c user.name=smoke -c user.email=smoke@example.invalid commit -qm base
skill=$(cd "$repo" && find . -name SKILL.md -path '*skills*' | head -n 1)
printf '\nOne more line.\n' >> "$repo/$skill"
git -C "$repo" -c user.name=smoke -c user.email=smoke@example.invalid commit -qam change
status=0
out=$("$cs" review "$repo" --base HEAD~1 2>&1) || status=$?
[ "$status" -le 1 ] || fail "review exited $status: $out"
case "$out" in *"$(basename "$(dirname "$skill")")"*) ;; *) fail "review did not name the changed skill: $out" ;; esac

init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}'
shutdown='{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}'
exit_msg='{"jsonrpc":"2.0","method":"exit","params":null}'
out=$( { for m in "$init" "$shutdown" "$exit_msg"; do printf 'Content-Length: %d\r\n\r\n%s' "${#m}" "$m"; done; } \
  | "$cs" lsp 2>&1) || fail "lsp exited $?: $out"
case "$out" in *'"capabilities"'*) ;; *) fail "lsp did not answer initialize: $out" ;; esac

if [ -n "${DISPLAY:-}" ]; then
  out=$(CATALOG_STUDIO_JAVA_OPTS="-Dcatalogstudio.startup=loaded -Dcatalogstudio.home=$scratch/home" \
    timeout 120 "$cs" "$ws" 2>&1) || fail "the studio exited $?: $out"
  case "$out" in *"startup loaded "*) ;; *) fail "the studio did not show the sample: $out" ;; esac
fi
echo "smoke-test: every command ran from $cs"
